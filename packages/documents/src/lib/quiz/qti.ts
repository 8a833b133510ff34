import JSZip from 'jszip';
import { mathML, splitFormulas } from '../formulas.js';
import { xml, xmlComment } from '../xml-escape.js';
import type { Question } from '../types.js';
import { correctOptionIndex, excerpt, type QuizPlan, type SupportCheck } from './plan.js';

const QTI_NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"';
const TEMPLATES = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates';

export const qtiSupports: SupportCheck = (q) => {
  if (q.questionType === 'diagram_labelling') return 'cannot carry the diagram image';
  if (q.options.length > 0 && correctOptionIndex(q) < 0) return 'needs the answer to be one of the options';
  return null;
};

/** Text with each formula as MathML (QTI 2.1 items may hold MathML); one that does not parse stays as text. */
const rich = (text: string) =>
  splitFormulas(text)
    .map((s) => {
      if (s.kind === 'text') return xml(s.text).replace(/\n/g, '<br/>');
      return mathML(s.tex, s.display) ?? xml(s.source);
    })
    .join('');

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${rich(p)}</p>`)
    .join('');

function interaction(q: Question): { declaration: string; body: string; processing: string } {
  const score =
    '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>';
  if (q.options.length > 0) {
    const correct = correctOptionIndex(q);
    return {
      declaration: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>choice-${correct + 1}</value></correctResponse></responseDeclaration>${score}`,
      body:
        '<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">' +
        q.options
          .map((o, i) => `<simpleChoice identifier="choice-${i + 1}">${rich(o)}</simpleChoice>`)
          .join('') +
        '</choiceInteraction>',
      processing: `<responseProcessing template="${TEMPLATES}/match_correct"/>`,
    };
  }
  if (q.questionType === 'scenario_based') {
    return {
      declaration: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>${score}`,
      body:
        '<extendedTextInteraction responseIdentifier="RESPONSE" expectedLines="8"/>' +
        `<rubricBlock view="scorer"><p>Model answer: ${rich(q.answer)}</p></rubricBlock>`,
      processing: '',
    };
  }
  const accepted = [q.answer, ...(q.accepted_answers ?? [])];
  return {
    declaration:
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><correctResponse><value>${xml(q.answer)}</value></correctResponse>` +
      `<mapping defaultValue="0">${accepted.map((a) => `<mapEntry mapKey="${xml(a)}" mappedValue="1" caseSensitive="false"/>`).join('')}</mapping></responseDeclaration>${score}`,
    body: `<p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="${Math.max(20, q.answer.length + 5)}"/></p>`,
    processing: `<responseProcessing template="${TEMPLATES}/map_response"/>`,
  };
}

function item(id: string, number: number, q: Question): string {
  const { declaration, body, processing } = interaction(q);
  const explanation = q.explanation
    ? `<rubricBlock view="scorer"><p>Explanation: ${rich(q.explanation)}</p></rubricBlock>`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<assessmentItem ${QTI_NS} identifier="${id}" title="${xml(`Q${number} ${excerpt(q.question, 40)}`)}" adaptive="false" timeDependent="false">` +
    declaration +
    `<itemBody>${paragraphs(q.question)}${body}${explanation}</itemBody>` +
    processing +
    '</assessmentItem>\n'
  );
}

/**
 * The quiz as an IMS QTI 2.1 content package (zip with imsmanifest.xml, one assessmentItem file
 * per question and an assessmentTest), the shape Canvas and Blackboard import.
 */
export async function quizToQti(plan: QuizPlan): Promise<Buffer> {
  const zip = new JSZip();
  const items = plan.sections.flatMap((s) => s.items);
  const ids = items.map((_, i) => `item-${String(i + 1).padStart(3, '0')}`);
  items.forEach(({ number, question }, i) =>
    zip.file(`items/${ids[i]}.xml`, item(ids[i] ?? '', number, question)),
  );
  const notes = plan.skipped.map((n) => xmlComment(`Note: ${n}`)).join('\n');
  let cursor = 0;
  const sections = plan.sections
    .map((s, si) => {
      const refs = s.items.map(() => {
        const id = ids[cursor++] ?? '';
        return `<assessmentItemRef identifier="${id}" href="items/${id}.xml"/>`;
      });
      return `<assessmentSection identifier="section-${si + 1}" title="${xml(s.heading ?? plan.title)}" visible="true">${refs.join('')}</assessmentSection>`;
    })
    .join('');
  zip.file(
    'assessment.xml',
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `${notes}\n<assessmentTest ${QTI_NS} identifier="test" title="${xml(plan.title)}">` +
      `<testPart identifier="part-1" navigationMode="nonlinear" submissionMode="simultaneous">${sections}</testPart></assessmentTest>\n`,
  );
  const resources = ids
    .map(
      (id) =>
        `<resource identifier="${id}" type="imsqti_item_xmlv2p1" href="items/${id}.xml"><file href="items/${id}.xml"/></resource>`,
    )
    .join('\n    ');
  zip.file(
    'imsmanifest.xml',
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `${notes}\n` +
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="quizwise-manifest" ' +
      'xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd">\n' +
      '  <metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>\n' +
      '  <organizations/>\n  <resources>\n' +
      `    <resource identifier="test" type="imsqti_test_xmlv2p1" href="assessment.xml"><file href="assessment.xml"/>${ids.map((id) => `<dependency identifierref="${id}"/>`).join('')}</resource>\n` +
      `    ${resources}\n  </resources>\n</manifest>\n`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
