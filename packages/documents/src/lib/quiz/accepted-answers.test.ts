import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { importQuiz, writeQuiz, type QuizDocument } from '../../index.js';
import { bodyOf } from '../../test-support/files.js';
import { distinctAcceptedAnswers } from './plan.js';

/** "soil" as the answer and again, in other spellings, among the accepted answers. */
const soilQuiz = (): QuizDocument => ({
  title: 'Soil',
  question_sets: [
    {
      question_type: 'short_answer',
      questions: [
        {
          question: 'What covers the bedrock?',
          answer: 'soil',
          options: [],
          questionType: 'short_answer',
          accepted_answers: ['soil', ' Soil ', 'Earth', 'earth', 'dirt'],
        },
      ],
    },
  ],
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('accepted answers in exports', () => {
  it('keeps the first spelling of each, case-insensitively after trimming', () => {
    expect(distinctAcceptedAnswers('soil', ['soil', ' Soil ', 'Earth', 'earth', '  ', 'dirt'])).toEqual([
      'Earth',
      'dirt',
    ]);
  });

  it('lists each accepted answer once in GIFT', async () => {
    const gift = bodyOf(await writeQuiz(soilQuiz(), 'gift')).toString('utf8');
    expect(count(gift.toLowerCase(), '=soil')).toBe(1);
    expect(gift).toContain('=soil\n=Earth\n=dirt\n}');
  });

  it('lists each accepted answer once in Moodle XML', async () => {
    const xml = bodyOf(await writeQuiz(soilQuiz(), 'moodle_xml')).toString('utf8');
    expect(
      [...xml.matchAll(/<answer fraction="100" format="plain_text"><text>([^<]*)</g)].map((m) => m[1]),
    ).toEqual(['soil', 'Earth', 'dirt']);
  });

  it('maps each accepted answer once in QTI', async () => {
    const zip = await JSZip.loadAsync(bodyOf(await writeQuiz(soilQuiz(), 'qti')));
    const itemName = Object.keys(zip.files).find((name) => /item/.test(name) && name.endsWith('.xml'));
    const item = await zip.file(itemName!)!.async('string');
    expect([...item.matchAll(/mapKey="([^"]*)"/g)].map((m) => m[1])).toEqual(['soil', 'Earth', 'dirt']);
  });

  it('reads a file that repeats an accepted answer as one', () => {
    const result = importQuiz('Cover? {=soil =Soil =earth}\n', 'gift');
    expect(result.ok && result.value.question_sets[0]?.questions[0]).toMatchObject({
      answer: 'soil',
      accepted_answers: ['earth'],
    });
  });
});
