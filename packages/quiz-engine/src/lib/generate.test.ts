import { readdirSync, readFileSync } from 'node:fs';
import { QUESTION_TYPES, Question, type QuestionType } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { pickDistractors } from './distractors.js';
import { generateQuiz } from './generate.js';
import { readMaterial } from './material.js';
import { createRng } from './random.js';
import type { GenerationInput } from './provider.js';

const corpus = (name: string): string =>
  readFileSync(new URL(`../../corpus/${name}`, import.meta.url), 'utf8');
const PHOTOSYNTHESIS = corpus('01-photosynthesis.md');
const REVOLUTION = corpus('02-french-revolution.md');
const box = (label: string, i: number) => ({ x: i * 50, y: 10, width: 40, height: 20, label });
const HEART = {
  id: 7,
  name: 'The heart',
  rectangles: ['Aorta', 'Left atrium', 'Right ventricle', 'Vena cava'].map(box),
};

function quiz(input: Partial<GenerationInput> & { options: GenerationInput['options'] }) {
  const result = generateQuiz({ text: PHOTOSYNTHESIS, seed: 3, ...input });
  if (!result.ok) throw new Error(`expected a quiz, got ${result.reason}`);
  return result.value;
}

/** Is `statement` the sentence, or the sentence with up to three words added to name something in full? */
function namedInFullOf(sentence: string, statement: string): boolean {
  if (sentence.includes(statement)) return true;
  const source = sentence.split(/\s+/);
  const said = statement.split(/\s+/);
  let at = 0;
  for (const word of said) if (word === source[at]) at += 1;
  return at === source.length && said.length - source.length <= 3;
}

function questionsOf(type: QuestionType, higherOrder = false, text = PHOTOSYNTHESIS): Question[] {
  const result = generateQuiz({
    text,
    seed: 3,
    options: [{ questionType: type, higherOrder, questionsQuantity: 'some' }],
    diagrams: [HEART],
  });
  return result.ok ? (result.value.question_sets[0]?.questions ?? []) : [];
}

// Material that defines three sibling concepts, then gives a worked case of one of them.
const ROCKS = [
  '# The rock cycle',
  'Igneous rock is a type of rock that forms when molten magma cools and hardens.',
  'Sedimentary rock is a type of rock that forms when layers of sediment are pressed and cemented together.',
  'Metamorphic rock is a type of rock that forms when existing rock is changed by great heat and pressure.',
  'Weathering slowly breaks exposed rock into small fragments over many years.',
  'Igneous rock is made of interlocking crystals, whereas sedimentary rock is made of rounded grains.',
  'Metamorphic rock is usually harder than the rock it formed from.',
  'For example, limestone buried deep beneath a growing mountain range is squeezed and heated until it becomes marble.',
  'Sedimentary rock often contains fossils because the remains of animals are buried in the layers of sediment.',
  'Marble is much harder than limestone because metamorphic rock is formed under great heat and pressure.',
].join('\n\n');

const flat = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

describe('generateQuiz', () => {
  it('returns questions that satisfy the contract schema, with skill, bloom level, source and explanation', () => {
    for (const type of QUESTION_TYPES) {
      for (const q of questionsOf(type)) {
        expect(() => Question.parse(q)).not.toThrow();
        expect(q.questionType).toBe(type);
        expect(q.skill).toBeTruthy();
        expect(q.bloom_level).toBeTruthy();
        expect(q.source).toBeTruthy();
        expect(q.explanation).toBeTruthy();
      }
    }
  });

  it('makes multiple-choice questions with four distinct options, the answer once, and no give-away', () => {
    // Multiple choice comes only from concept families (no sentence-cloze top-up), so a text gives what
    // its definitions and key terms support: fewer than asked, never padded.
    const questions = [
      ...questionsOf('multiple_choice'),
      ...questionsOf('multiple_choice', false, corpus('10-the-heart.md')),
      ...questionsOf('multiple_choice', false, ROCKS),
    ];
    expect(questions.length).toBeGreaterThan(2);
    for (const q of questions) {
      // Four options, or three when the material names only two siblings of the answer.
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(new Set(q.options.map(flat)).size).toBe(q.options.length);
      expect(q.options.filter((o) => o === q.answer)).toHaveLength(1);
      expect(flat(q.source ?? '')).toContain(flat(q.answer));
      expect(flat(q.question)).not.toContain(flat(q.answer));
    }
  });

  it('draws date distractors for date answers and number distractors for number answers', () => {
    const questions = [
      ...questionsOf('multiple_choice', false, REVOLUTION),
      ...questionsOf('multiple_choice', true, REVOLUTION),
    ];
    // A date answer is a year on its own; a statement that mentions one is not.
    const dated = questions.filter((q) => /^1[0-9]{3}$/.test(q.answer));
    expect(dated.length).toBeGreaterThan(0);
    for (const q of dated) for (const o of q.options) expect(o).toMatch(/^1[0-9]{3}$/);
  });

  it('makes fill-in-the-blank questions with exactly one gap and the answer nowhere else in the sentence', () => {
    for (const q of questionsOf('fill_in_the_blank')) {
      expect(q.question.split('_____')).toHaveLength(2);
      expect(flat(q.question)).not.toContain(flat(q.answer));
      expect(q.options).toEqual([]);
      expect(q.accepted_answers).toContain(q.answer);
    }
  });

  it('balances true and false statements and makes false ones by swapping, never by adding "not"', () => {
    const questions = questionsOf('true_false');
    const trues = questions.filter((q) => q.answer === 'True').length;
    const falses = questions.length - trues;
    // Within one while both truths last; past that, never more than twice the other plus one.
    expect(Math.max(trues, falses)).toBeLessThanOrEqual(2 * Math.min(trues, falses) + 1);
    for (const q of questions) {
      expect(q.options).toEqual(['True', 'False']);
      const statement = q.question.replace('True or false: ', '');
      // A true statement is its sentence, with at most a short name given in full ("the Calvin cycle").
      if (q.answer === 'True') expect(namedInFullOf(q.source ?? '', statement)).toBe(true);
      else {
        expect(q.source).not.toContain(statement);
        expect(/\bnot\b/.test(statement)).toBe(/\bnot\b/.test(q.source ?? ''));
      }
    }
  });

  it('asks short-answer questions whose answer is in the source and not in the question', () => {
    const questions = questionsOf('short_answer');
    expect(questions.length).toBeGreaterThan(2);
    for (const q of questions) {
      expect(q.question.endsWith('?')).toBe(true);
      expect(flat(q.source ?? '')).toContain(flat(q.answer));
      expect(flat(q.question)).not.toContain(flat(q.answer));
    }
  });

  it('builds scenarios from a case the material works through, and none from a bare statement', () => {
    for (const higherOrder of [false, true]) {
      const scenarios = questionsOf('scenario_based', higherOrder, ROCKS);
      expect(scenarios.length).toBeGreaterThan(0);
      for (const q of scenarios) {
        expect(q.question).toMatch(
          /^Limestone buried deep .* Which idea from the material does this case show\?$/,
        );
        expect(q.answer).toBe('metamorphic rock');
        expect(q.options).toContain(q.answer);
        // The distractors are the sibling concepts, never a word from the case.
        expect(q.options.filter((o) => o !== q.answer).every((o) => / rock$/.test(o))).toBe(true);
        expect(q.bloom_level).toBe('understand');
      }
    }
    // The photosynthesis text works through no case: no scenario, and the warning says why.
    const result = generateQuiz({
      text: PHOTOSYNTHESIS,
      options: [{ questionType: 'scenario_based', higherOrder: false, questionsQuantity: 'few' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/no worked example or case/);
  });

  it('labels diagram boxes with options drawn from the other labels', () => {
    const questions = questionsOf('diagram_labelling');
    expect(questions).toHaveLength(4);
    for (const q of questions) {
      expect(q.question).toMatch(/^Which label belongs at box \d on the diagram "The heart"\?$/);
      expect(q.diagram_id).toBe(7);
      expect(q.rectangle?.label).toBe(q.answer);
      expect(q.options).toContain(q.answer);
      expect(new Set(q.options).size).toBe(q.options.length);
    }
  });

  it('fills a higher-order set mostly above recall: a comparison swapped, two in five recall at most', () => {
    const tf = questionsOf('true_false', true, ROCKS);
    expect(tf.length).toBeGreaterThan(0);
    const recall = tf.filter((q) => q.bloom_level === 'remember').length;
    expect(recall).toBeLessThanOrEqual(Math.floor(10 * 0.4));
    expect(tf.length - recall).toBeGreaterThan(0);
    // The comparison in the material, as stated or with its two sides exchanged.
    const compare = tf.find((q) => q.cognitive_skill === 'comparison');
    expect(compare?.bloom_level).toBe('analyze');
    for (const type of QUESTION_TYPES.filter((t) => t !== 'diagram_labelling')) {
      const set = questionsOf(type, true);
      expect(set.filter((q) => q.bloom_level === 'remember').length).toBeLessThanOrEqual(4);
    }
  });

  it('is deterministic for a seed and varies with the seed', () => {
    const options = [
      { questionType: 'true_false' as const, higherOrder: false, questionsQuantity: 'few' as const },
    ];
    const a = quiz({ options, seed: 11 });
    const b = quiz({ options, seed: 11 });
    const c = quiz({ options, seed: 12 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('returns the requested counts for few, some, many and specified from enough material', () => {
    // The whole corpus: enough true statements and plausible false ones for all three sets, which may not
    // ask from one sentence twice (a set also asks about each concept once).
    const rest = readdirSync(new URL('../../corpus/', import.meta.url)).filter(
      (f) => f !== '20-ecosystems.md',
    );
    const text = ['20-ecosystems.md', ...rest.sort()].map(corpus).join('\n\n');
    const value = quiz({
      text,
      options: [
        { questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' },
        { questionType: 'true_false', higherOrder: false, questionsQuantity: 'some' },
        {
          questionType: 'true_false',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 7,
        },
        { questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'many' },
      ],
    });
    const lengths = value.question_sets.map((s) => s.questions.length);
    expect(lengths.slice(0, 3)).toEqual([5, 10, 7]);
    // Twenty multiple-choice questions: more than the concept families find, so single sentences top the
    // set up (ranked after them, marked for checking) instead of returning a few.
    expect(lengths[3]).toBe(20);
    expect(value.warnings).toEqual([]);
    expect(value.total_questions).toBe(lengths.reduce((a, b) => a + (b ?? 0), 0));
    expect(value.title).toBe('Ecosystems and Energy Flow');
  });

  it('returns fewer questions with a warning, never repeats, when the material cannot support the count', () => {
    const value = quiz({
      options: [
        {
          questionType: 'short_answer',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 50,
        },
      ],
    });
    const questions = value.question_sets[0]?.questions ?? [];
    expect(questions.length).toBeLessThan(50);
    expect(value.warnings.join(' ')).toMatch(new RegExp(`Only ${questions.length} of 50 short-answer`));
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.source)).size).toBe(questions.length);
  });

  it('fails with text_too_short for a few words, and with invalid_options for a bad specified number', () => {
    const short = generateQuiz({
      text: 'Cells divide.',
      options: [{ questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'few' }],
    });
    expect(short).toMatchObject({ ok: false, reason: 'text_too_short' });
    const bad = generateQuiz({
      text: PHOTOSYNTHESIS,
      options: [
        {
          questionType: 'multiple_choice',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 0,
        },
      ],
    });
    expect(bad).toMatchObject({ ok: false, reason: 'invalid_options' });
    expect(generateQuiz({ text: PHOTOSYNTHESIS, options: [] })).toMatchObject({
      ok: false,
      reason: 'invalid_options',
    });
  });

  it('titles material after its first heading', () => {
    const value = quiz({
      text: corpus('20-ecosystems.md'),
      options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' }],
    });
    expect(value.title).toBe('Ecosystems and Energy Flow');
  });

  it('labels diagrams without any text, and says why other types were skipped', () => {
    const result = generateQuiz({
      text: '',
      diagrams: [HEART],
      options: [
        { questionType: 'diagram_labelling', higherOrder: false, questionsQuantity: 'few' },
        { questionType: 'multiple_choice', higherOrder: false, questionsQuantity: 'few' },
      ],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.total_questions).toBe(4);
    expect(result.value.warnings.join(' ')).toMatch(/No multiple-choice questions/);
  });

  it('never offers a kind of the answer as a distractor ("viruses" for "pathogens")', () => {
    const text = [
      'Bacteria, viruses, fungi and protists can all be pathogens.',
      'Phagocytes engulf pathogens and digest them quickly in the blood.',
      'Lymphocytes make antibodies that bind to antigens on pathogens.',
      'Antibiotics kill bacteria in the body but they do not harm viruses at all.',
      'Some bacteria are useful, and many viruses infect only bacteria.',
      'White blood cells called phagocytes and lymphocytes defend the body against infection.',
      'Vaccines train lymphocytes to recognise antigens before an infection starts.',
    ].join(' ');
    // Asked of the distractor picker itself: the flaw gate drops most whole "pathogens" questions.
    const material = readMaterial(text);
    const facts = material.facts.filter((f) => f.key === 'pathogen');
    expect(facts.length).toBeGreaterThan(2);
    let picked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6])
      for (const fact of facts) {
        const distractors = pickDistractors(fact, material, createRng(seed), 3);
        if (!distractors) continue;
        picked += 1;
        expect(distractors.filter((o) => ['bacteria', 'viruses', 'fungi', 'protists'].includes(o))).toEqual(
          [],
        );
      }
    expect(picked).toBeGreaterThan(2);
  });

  it('titles headingless material after the subject of its opening sentence', () => {
    const text = PHOTOSYNTHESIS.replace(/^# .*$/m, '');
    expect(
      quiz({ text, options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' }] })
        .title,
    ).toBe('Photosynthesis');
  });

  it('favours focus skills when asked', () => {
    const options = [
      { questionType: 'true_false' as const, higherOrder: false, questionsQuantity: 'few' as const },
    ];
    const focused = quiz({ options, focusSkills: ['Calvin cycle'] });
    const mentions = (focused.question_sets[0]?.questions ?? []).filter((q) =>
      /calvin cycle/i.test(q.source ?? ''),
    ).length;
    expect(mentions).toBeGreaterThanOrEqual(2);
  });
});

describe('createEmbeddedProvider', () => {
  it('serves generation, notes and answers behind the provider interface', async () => {
    const { createEmbeddedProvider } = await import('./embedded-provider.js');
    const provider = createEmbeddedProvider();
    expect(provider.name).toBe('embedded');
    const generated = await provider.generate({
      text: PHOTOSYNTHESIS,
      seed: 1,
      options: [{ questionType: 'true_false', higherOrder: false, questionsQuantity: 'few' }],
    });
    expect(generated.ok && generated.value.total_questions).toBe(5);
    expect(await provider.topicNotes('chlorophyll', [])).toMatchObject({
      ok: false,
      reason: 'nothing_to_draw_on',
    });
    expect((await provider.answer('What is the capital of Peru?', [])).covered).toBe(false);
  });
});

describe('one quiz of several types', () => {
  it('asks from each source sentence once, whatever the type', () => {
    const text = [
      corpus('01-photosynthesis.md'),
      corpus('13-evolution.md'),
      corpus('05-atomic-structure.md'),
    ].join('\n\n');
    const result = generateQuiz({
      text,
      seed: 2,
      options: (['fill_in_the_blank', 'short_answer', 'true_false', 'multiple_choice'] as const).map(
        (questionType) => ({
          questionType,
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 6,
        }),
      ),
    });
    if (!result.ok) throw new Error(result.message);
    const sources = result.value.question_sets.flatMap((set) => set.questions.map((q) => q.source ?? ''));
    expect(result.value.question_sets.length).toBeGreaterThan(2);
    expect(sources.every(Boolean)).toBe(true);
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('yield: a set comes back as long as it was asked for', () => {
  // The first 618 words of the ecosystems passage: up to and including the carbon-cycle paragraph.
  const words = corpus('20-ecosystems.md').split('\n');
  const end = words.findIndex((line) => line.startsWith('In the nitrogen cycle'));
  const SIX_HUNDRED = words.slice(0, end).join('\n');

  it.each(['true_false', 'multiple_choice', 'short_answer', 'fill_in_the_blank'] as const)(
    'returns ten %s questions from a 600-word passage when ten are asked',
    (questionType) => {
      expect(readMaterial(SIX_HUNDRED).analysis.wordCount).toBeGreaterThan(580);
      const value = quiz({
        text: SIX_HUNDRED,
        options: [{ questionType, higherOrder: false, questionsQuantity: 'specified', specifiedNumber: 10 }],
      });
      expect(value.question_sets[0]?.questions).toHaveLength(10);
      expect(value.warnings).toEqual([]);
    },
  );

  it('fills every set of a four-type quiz from a 400-word text, the last one repeating at most one answer', () => {
    const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_in_the_blank'] as const;
    const value = quiz({
      text: corpus('05-atomic-structure.md'),
      options: types.map((questionType) => ({
        questionType,
        higherOrder: false,
        questionsQuantity: 'specified' as const,
        specifiedNumber: 6,
      })),
    });
    // The sets come back in the order asked; the last used to get none once the others took its sentences.
    expect(value.question_sets.map((s) => [s.question_type, s.questions.length])).toEqual(
      types.map((t) => [t, 6]),
    );
    const answersOf = (type: QuestionType) =>
      (value.question_sets.find((s) => s.question_type === type)?.questions ?? []).map((q) =>
        q.answer.trim().toLowerCase(),
      );
    // An answer an earlier set asks comes back only when nothing fresh is left, after every fresh one: the
    // 400-word text leaves fill in the blank one ("electrons" from another sentence), never more.
    const earlier = new Set([...answersOf('multiple_choice'), ...answersOf('short_answer')]);
    expect(answersOf('fill_in_the_blank').filter((a) => earlier.has(a)).length).toBeLessThanOrEqual(1);
  });

  it('marks the weakest questions with a reason and leaves the rest unmarked', () => {
    const value = quiz({
      text: SIX_HUNDRED,
      options: [
        {
          questionType: 'multiple_choice',
          higherOrder: false,
          questionsQuantity: 'specified',
          specifiedNumber: 10,
        },
      ],
    });
    const questions = value.question_sets[0]?.questions ?? [];
    const marked = questions.filter((q) => q.check_reason);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(questions.length);
    for (const q of questions) expect(q.check_reason === null || q.check_reason!.length > 10).toBe(true);
    // Every question still satisfies the contract, the new field included.
    for (const q of questions) expect(Question.safeParse(q).success).toBe(true);
  });
});
