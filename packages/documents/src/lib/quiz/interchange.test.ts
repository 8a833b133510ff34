import { describe, expect, it } from 'vitest';
import { importQuiz, writeQuiz, type QuizDocument } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { unicodeQuiz } from '../../test-support/fixtures.js';

/** The quiz minus what GIFT and Moodle cannot hold (diagram labelling). */
function portable(quiz: QuizDocument): QuizDocument {
  return {
    ...quiz,
    question_sets: quiz.question_sets.filter((s) => s.question_type !== 'diagram_labelling'),
  };
}

describe.each(['gift', 'moodle_xml'] as const)('%s export', (format) => {
  it('round-trips through the importer: text, options, answers, types and explanations', async () => {
    const text = bodyOf(await writeQuiz(unicodeQuiz(), format)).toString('utf8');
    const imported = importQuiz(text, format);
    if (!imported.ok) throw new Error(`${imported.message} at line ${imported.line}`);
    expect(imported.value.title).toBe(unicodeQuiz().title);
    expect(imported.value.question_sets).toEqual(portable(unicodeQuiz()).question_sets);
  });

  it('notes the skipped diagram question in the file instead of changing it', async () => {
    const text = bodyOf(await writeQuiz(unicodeQuiz(), format)).toString('utf8');
    expect(text).toContain(
      'Skipped question 7, a diagram labelling question ("Label box 1 on the heart diagram.")',
    );
    expect(text).not.toContain('Left ventricle');
  });

  it('answers no_supported_questions when nothing fits', async () => {
    const quiz = unicodeQuiz();
    quiz.question_sets = quiz.question_sets.filter((s) => s.question_type === 'diagram_labelling');
    expect(await writeQuiz(quiz, format)).toEqual({ ok: false, reason: 'no_supported_questions' });
  });
});

describe('GIFT escaping', () => {
  it('escapes GIFT control characters so the text survives', async () => {
    const text = bodyOf(await writeQuiz(unicodeQuiz(), 'gift')).toString('utf8');
    expect(text).toContain('\\{braces\\}, \\#hash, \\~tilde, \\=equals\\: colon');
    expect(text).toContain('A ball is dropped from 20 m.\\nExplain');
  });
});

describe('importQuiz', () => {
  it('names the line of a malformed GIFT file', () => {
    const result = importQuiz('::Q1:: Fine? {T}\n\n::Q2:: Broken {=a ~b\n\n::Q3:: Ok {F}\n', 'gift');
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    expect(!result.ok && result.line).toBeGreaterThanOrEqual(3);
  });

  it('names the line of malformed Moodle XML', () => {
    const result = importQuiz(
      '<?xml version="1.0"?>\n<quiz>\n  <question type="truefalse">\n  </quiz>\n',
      'moodle_xml',
    );
    expect(result).toMatchObject({ ok: false, reason: 'malformed', line: 4 });
  });

  it('reads Aiken multiple choice and true/false questions', () => {
    const result = importQuiz(
      'What is 2 + 2?\nA. 3\nB. 4\nC. 5\nANSWER: B\n\nThe sky is blue.\nA) True\nB) False\nANSWER: A\n',
      'aiken',
    );
    expect(result.ok && result.value.question_sets).toEqual([
      {
        question_type: 'multiple_choice',
        questions: [
          {
            question: 'What is 2 + 2?',
            answer: '4',
            options: ['3', '4', '5'],
            questionType: 'multiple_choice',
          },
        ],
      },
      {
        question_type: 'true_false',
        questions: [
          {
            question: 'The sky is blue.',
            answer: 'True',
            options: ['True', 'False'],
            questionType: 'true_false',
          },
        ],
      },
    ]);
  });

  it('names the line of an Aiken answer that points at no option', () => {
    expect(importQuiz('Q?\nA. x\nB. y\nANSWER: D\n', 'aiken')).toMatchObject({
      ok: false,
      reason: 'malformed',
      line: 4,
    });
    expect(importQuiz('Q?\nA. x\nB. y\n', 'aiken')).toMatchObject({
      ok: false,
      reason: 'malformed',
      line: 4,
    });
  });

  it('skips GIFT matching questions with a note', () => {
    const result = importQuiz('Match. {\n=a -> 1\n=b -> 2\n}\n\nOk? {T}\n', 'gift');
    expect(result.ok && result.value.skipped).toHaveLength(1);
    expect(result.ok && result.value.question_sets[0]?.questions[0]?.question).toBe('Ok?');
  });

  it('reads HTML-formatted Moodle XML and GIFT text as plain text', () => {
    const xml =
      '<?xml version="1.0"?><quiz><question type="multichoice"><questiontext format="html"><text><![CDATA[<p>Which makes <b>ATP</b>? &amp; why</p>]]></text></questiontext>' +
      '<answer fraction="0" format="html"><text>&lt;p&gt;Nucleus&lt;/p&gt;</text></answer><answer fraction="100" format="html"><text><![CDATA[<p>Mitochondrion</p>]]></text></answer></question></quiz>';
    const fromXml = importQuiz(xml, 'moodle_xml');
    expect(fromXml.ok && fromXml.value.question_sets[0]?.questions[0]).toEqual({
      question: 'Which makes ATP? & why',
      answer: 'Mitochondrion',
      options: ['Nucleus', 'Mitochondrion'],
      questionType: 'multiple_choice',
    });
    const fromGift = importQuiz('::T:: [html]<b>Sky</b> is blue {TRUE}\r\n', 'gift');
    expect(fromGift.ok && fromGift.value.question_sets[0]?.questions[0]?.question).toBe('Sky is blue');
  });

  it('leaves out, with a note, an imported question the contract would reject', () => {
    const options = Array.from({ length: 13 }, (_, i) => `${String.fromCharCode(65 + i)}. o${i}`).join('\n');
    const result = importQuiz(
      `Too many?\n${options}\nANSWER: A\n\nFine?\nA. yes\nB. no\nANSWER: A\n`,
      'aiken',
    );
    expect(
      result.ok && result.value.question_sets.flatMap((s) => s.questions.map((q) => q.question)),
    ).toEqual(['Fine?']);
    expect(result.ok && result.value.skipped[0]).toContain('Too many?');
  });
});
