import type { Question } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { balanceTrueFalse, spreadKeys } from './arrange.js';
import { gateQuestion } from './check.js';
import { QuizLedger } from './duplicates.js';
import { findEvidence, indexMaterial } from './evidence.js';
import { planMaterial, sampleOf, spreadCount } from './plan.js';
import { verifierAgrees } from './verifier.js';

const MATERIAL = indexMaterial(
  [
    'Osmosis is the movement of water across a partially permeable membrane from a dilute solution to a more concentrated one.',
    'A plant cell placed in pure water takes in water by osmosis and becomes turgid, because its cell wall stops it from bursting.',
    'An animal cell has no cell wall, so in pure water it swells and may burst.',
    'Active transport moves substances against a concentration gradient and needs energy from respiration.',
    'Root hair cells use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
  ].join('\n'),
);

const mc = (over: Record<string, unknown> = {}) => ({
  question: 'Which process moves mineral ions into root hair cells from the soil?',
  answer: 'active transport',
  options: ['active transport', 'osmosis', 'diffusion', 'transpiration'],
  evidence:
    'Root hair cells use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
  bloom_level: 'remember',
  ...over,
});

describe('evidence', () => {
  it('is found despite curly quotes, case, line breaks and a tidied word', () => {
    expect(
      findEvidence('an ANIMAL cell has no cell wall,\n so in pure water it swells and may burst', MATERIAL),
    ).toBeTruthy();
    expect(
      findEvidence(
        'A plant cell placed in pure water takes in water by osmosis and becomes turgid, because its wall stops it from bursting.',
        MATERIAL,
      ),
    ).toMatch(/cell wall stops it/);
  });

  it('may span up to three sentences, and not four', () => {
    const two =
      'An animal cell has no cell wall, so in pure water it swells and may burst. Active transport moves substances against a concentration gradient and needs energy from respiration.';
    expect(findEvidence(two, MATERIAL)).toBeTruthy();
    const four = MATERIAL.sentences.slice(0, 4).join(' ');
    expect(findEvidence(four.replace(/water/g, 'H2O'), MATERIAL)).toBeNull();
  });

  it('is not found when the sentence is not in the material', () => {
    expect(findEvidence('Mitochondria release energy in aerobic respiration.', MATERIAL)).toBeNull();
  });
});

describe('gateQuestion', () => {
  it('drops a question whose formula does not parse, and keeps one whose formula does', () => {
    const broken = gateQuestion(
      mc({ options: ['active transport', 'osmosis', 'diffusion', 'uptake of $\\frac{1}{$ ions'] }),
      'multiple_choice',
      MATERIAL,
    );
    expect(broken).toMatchObject({ status: 'drop', reason: 'formula' });
    const sound = gateQuestion(
      mc({ options: ['active transport', 'osmosis', 'diffusion', 'uptake of $\\frac{1}{2}$ ions'] }),
      'multiple_choice',
      MATERIAL,
    );
    expect(sound.status).not.toBe('drop');
  });

  it('keeps a sound recall question and anchors it to the material', () => {
    const verdict = gateQuestion(mc(), 'multiple_choice', MATERIAL);
    expect(verdict.status).toBe('keep');
    if (verdict.status !== 'keep') return;
    expect(verdict.question.source).toMatch(/^Root hair cells/);
    expect(verdict.needsVerifier).toBe(false);
  });

  it('drops a question that is not the contract shape', () => {
    expect(gateQuestion({ question: 42 }, 'multiple_choice', MATERIAL)).toMatchObject({
      status: 'drop',
      reason: 'schema',
    });
  });

  it('drops a key that is not among the options', () => {
    expect(gateQuestion(mc({ answer: 'facilitated diffusion' }), 'multiple_choice', MATERIAL)).toMatchObject({
      status: 'drop',
      reason: 'key_not_an_option',
    });
  });

  it('drops evidence the material does not hold', () => {
    expect(
      gateQuestion(
        mc({ evidence: 'Plants absorb minerals through their leaves.' }),
        'multiple_choice',
        MATERIAL,
      ),
    ).toMatchObject({ status: 'drop', reason: 'no_evidence' });
  });

  it('keeps the strict key-in-evidence check for recall questions', () => {
    expect(
      gateQuestion(
        mc({ evidence: 'An animal cell has no cell wall, so in pure water it swells and may burst.' }),
        'multiple_choice',
        MATERIAL,
      ),
    ).toMatchObject({ status: 'drop', reason: 'key_not_in_evidence' });
  });

  it('lets a higher-order key go beyond the evidence, and sends it to the verifier', () => {
    const verdict = gateQuestion(
      {
        question:
          'A red blood cell and a spinach leaf cell are both put in distilled water. Which outcome is most likely?',
        answer: 'The red blood cell bursts while the leaf cell turns firm',
        options: [
          'The red blood cell bursts while the leaf cell turns firm',
          'The leaf cell bursts while the red blood cell turns firm',
          'Both cells shrink as water leaves them quickly',
          'Neither cell changes because water cannot cross',
        ],
        evidence:
          'A plant cell placed in pure water takes in water by osmosis and becomes turgid, because its cell wall stops it from bursting. An animal cell has no cell wall, so in pure water it swells and may burst.',
        bloom_level: 'apply',
      },
      'scenario_based',
      MATERIAL,
    );
    expect(verdict).toMatchObject({ status: 'keep', needsVerifier: true });
  });

  it('drops a stem that needs the material in front of the student', () => {
    expect(
      gateQuestion(
        mc({ question: 'According to the passage, which process moves mineral ions into root hair cells?' }),
        'multiple_choice',
        MATERIAL,
      ),
    ).toMatchObject({ status: 'drop', reason: 'flaw', detail: expect.stringContaining('context_dependent') });
  });

  it('drops the engine flaws: a negative stem and "all of the above"', () => {
    expect(
      gateQuestion(
        mc({ question: 'Which process does not move mineral ions into root hair cells?' }),
        'multiple_choice',
        MATERIAL,
      ),
    ).toMatchObject({ status: 'drop', reason: 'flaw' });
    expect(
      gateQuestion(
        mc({ options: ['active transport', 'osmosis', 'diffusion', 'all of the above'] }),
        'multiple_choice',
        MATERIAL,
      ),
    ).toMatchObject({ status: 'drop', reason: 'flaw' });
  });

  it('sends back a key that is clearly the longest option, or the only one echoing the stem', () => {
    const longest = gateQuestion(
      mc({
        answer: 'active transport using energy from respiration',
        options: ['active transport using energy from respiration', 'osmosis', 'diffusion', 'transpiration'],
        bloom_level: 'understand',
        evidence:
          'Active transport moves substances against a concentration gradient and needs energy from respiration. Root hair cells use active transport to take up mineral ions from the soil, where ions are scarcer than inside the cell.',
      }),
      'multiple_choice',
      MATERIAL,
    );
    expect(longest).toMatchObject({ status: 'rewrite', cues: expect.arrayContaining(['key_longest']) });
    const echo = gateQuestion(
      mc({
        question: 'Which transport process moves mineral ions into root hair cells from the soil?',
      }),
      'multiple_choice',
      MATERIAL,
    );
    expect(echo).toMatchObject({ status: 'rewrite', cues: ['key_echoes_stem'] });
  });

  it('drops a question that asks for a year alone', () => {
    const dated = indexMaterial(
      'The Treaty of Versailles was signed in 1919 and ended the war with Germany.',
    );
    expect(
      gateQuestion(
        {
          question: 'In which year was the Treaty of Versailles signed?',
          answer: '1919',
          options: [],
          evidence: 'The Treaty of Versailles was signed in 1919 and ended the war with Germany.',
        },
        'short_answer',
        dated,
      ),
    ).toMatchObject({ status: 'drop', reason: 'flaw', detail: expect.stringContaining('date_only') });
  });

  it('checks a true/false statement against its evidence both ways', () => {
    const tf = (statement: string, answer: string) =>
      gateQuestion(
        {
          question: `True or false: ${statement}`,
          answer,
          evidence: 'An animal cell has no cell wall, so in pure water it swells and may burst.',
        },
        'true_false',
        MATERIAL,
      );
    expect(
      tf('An animal cell has no cell wall, so in pure water it swells and may burst.', 'true'),
    ).toMatchObject({
      status: 'keep',
      question: { answer: 'True', options: ['True', 'False'] },
    });
    expect(tf('An animal cell has a cell wall, so in pure water it shrinks.', 'False').status).toBe('keep');
    expect(
      tf('An animal cell has no cell wall, so in pure water it swells and may burst.', 'False'),
    ).toMatchObject({
      status: 'drop',
      reason: 'statement_mismatch',
    });
  });
});

const q = (question: string, answer: string, source: string, options: string[] = []): Question => ({
  question,
  answer,
  options,
  source,
  questionType: options.length ? 'multiple_choice' : 'short_answer',
});

describe('QuizLedger', () => {
  it('refuses the same evidence and key twice, and a near-same stem, across sets', () => {
    const ledger = new QuizLedger();
    const src = 'Root hair cells use active transport to take up mineral ions from the soil.';
    expect(
      ledger.add(q('Which process do root hair cells use to take up mineral ions?', 'active transport', src)),
    ).toBe(true);
    expect(ledger.add(q('Name the way root hairs absorb ions from soil.', 'Active transport', src))).toBe(
      false,
    );
    expect(
      ledger.add(
        q('Which process do root hair cells use to take up mineral ions?', 'active transport', 'Other.', [
          'active transport',
          'osmosis',
          'diffusion',
        ]),
      ),
    ).toBe(false);
    expect(ledger.add(q('What does an animal cell lack that a plant cell has?', 'cell wall', 'x'))).toBe(
      true,
    );
  });
});

describe('spreadKeys', () => {
  it('spreads the key over every position, seeded', () => {
    const set = Array.from({ length: 20 }, (_, i) =>
      q(`Question number ${i} about cells?`, `key ${i}`, 's', [`key ${i}`, `b ${i}`, `c ${i}`, `d ${i}`]),
    );
    const spread = spreadKeys(set, 7);
    const positions = spread.map((x) => x.options.indexOf(x.answer));
    for (let p = 0; p < 4; p += 1) expect(positions.filter((x) => x === p).length).toBe(5);
    expect(spreadKeys(set, 7)).toEqual(spread);
    expect(
      spread.every(
        (x, i) => [...x.options].sort().join() === [...(set[i] as Question).options].sort().join(),
      ),
    ).toBe(true);
  });
});

describe('balanceTrueFalse', () => {
  it('takes true and false keys evenly when the candidates allow', () => {
    const tf = (n: number, answer: string): Question => ({
      question: `True or false: statement ${n}`,
      answer,
      options: ['True', 'False'],
      questionType: 'true_false',
    });
    const candidates = [
      tf(1, 'True'),
      tf(2, 'True'),
      tf(3, 'True'),
      tf(4, 'True'),
      tf(5, 'False'),
      tf(6, 'False'),
    ];
    const chosen = balanceTrueFalse(candidates, 4);
    expect(chosen.map((x) => x.answer).sort()).toEqual(['False', 'False', 'True', 'True']);
  });
});

describe('verifierAgrees', () => {
  const choice = q('Which process moves ions in?', 'active transport', 's', [
    'osmosis',
    'active transport',
    'diffusion',
  ]);
  it('matches an option by text or letter, and an open answer by the tolerant grader', () => {
    expect(verifierAgrees(choice, 'Active transport')).toBe(true);
    expect(verifierAgrees(choice, 'B')).toBe(true);
    expect(verifierAgrees(choice, 'A')).toBe(false);
    expect(verifierAgrees(choice, 'osmosis')).toBe(false);
    expect(verifierAgrees(q('How many?', '12 grams', 's'), '12 grams')).toBe(true);
    expect(verifierAgrees(q('How many?', '12 grams', 's'), '20 grams')).toBe(false);
  });
});

describe('planMaterial', () => {
  it("splits long material along its headings and names each part's concepts", () => {
    const section = (title: string, sentence: string) =>
      `# ${title}\n\n${Array(30).fill(sentence).join(' ')}`;
    const text = [
      section('Osmosis', 'Osmosis is the movement of water across a partially permeable membrane.'),
      section(
        'Active transport',
        'Active transport is the movement of ions against a concentration gradient.',
      ),
    ].join('\n\n');
    const plan = planMaterial(text, 3000);
    expect(plan.sections.map((s) => s.title)).toEqual(['Osmosis', 'Active transport']);
    expect(plan.sections[1]?.concepts.join(' ')).toMatch(/active transport/i);
  });

  it('reads a long part for concepts from paragraphs spread over all of it', () => {
    const text = Array.from(
      { length: 100 },
      (_, i) => `Paragraph ${i} says something about topic ${i}.`,
    ).join('\n\n');
    const sample = sampleOf(text, 1000);
    expect(sample.length).toBeLessThanOrEqual(1000);
    expect(sample).toMatch(/Paragraph 0 /);
    expect(sample).toMatch(/Paragraph (9\d|8\d) /);
  });

  it('spreads a count over parts by their length', () => {
    expect(spreadCount(10, [100, 100, 200])).toEqual([3, 2, 5]);
    expect(spreadCount(2, [10, 300, 300])).toEqual([0, 1, 1]);
  });
});
