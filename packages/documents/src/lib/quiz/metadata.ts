import { Question as QuestionSchema } from '@quizwise/contract';
import type { Question } from '../types.js';

/**
 * What Quizwise knows about a question that GIFT and Moodle have no field for. It travels in a place
 * Moodle ignores (a GIFT comment line, a Moodle XML element it does not read), so a quiz exported and
 * imported again is the same quiz.
 */
export const METADATA_FIELDS = ['skill', 'cognitive_skill', 'bloom_level', 'source'] as const;
export type QuestionMetadata = Partial<Pick<Question, (typeof METADATA_FIELDS)[number] | 'explanation'>>;

const MetadataSchema = QuestionSchema.pick({
  skill: true,
  cognitive_skill: true,
  bloom_level: true,
  source: true,
  explanation: true,
});

/** The question's metadata fields that hold something. */
export function metadataOf(question: Question): QuestionMetadata {
  const out: QuestionMetadata = {};
  for (const field of METADATA_FIELDS) {
    const value = question[field];
    if (value) Object.assign(out, { [field]: value });
  }
  return out;
}

/**
 * Metadata read back from a file: each field kept only if the contract accepts it, so a hand-edited
 * file cannot bring in an unknown Bloom level.
 */
export function readMetadata(raw: Record<string, unknown>): QuestionMetadata {
  const out: QuestionMetadata = {};
  for (const field of [...METADATA_FIELDS, 'explanation'] as const) {
    const value = raw[field];
    if (typeof value !== 'string' || !value) continue;
    const parsed = MetadataSchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [field]: parsed.data });
  }
  return out;
}

/** GIFT: the comment line written just above a question titled `Q<number> …`. */
export const GIFT_METADATA_PREFIX = '// quizwise ';

export function giftMetadataLine(number: number, question: Question): string | null {
  const metadata = metadataOf(question);
  // A GIFT essay holds its model answer where the explanation would go, so the explanation rides here.
  if (question.questionType === 'scenario_based' && question.explanation)
    metadata.explanation = question.explanation;
  if (Object.keys(metadata).length === 0) return null;
  // "[" escaped so no text of the user's can read as a Moodle `[tag:…]` or `[id:…]` in the comment.
  const json = JSON.stringify(metadata).replace(/\[/g, '\\u005b');
  return `${GIFT_METADATA_PREFIX}Q${number}: ${json}`;
}

const GIFT_METADATA_LINE = /^\/\/ quizwise Q(\d+): (\{.*\})\s*$/gm;

/** Every metadata line of a GIFT file, by the question number it names. */
export function giftMetadataByNumber(gift: string): Map<number, QuestionMetadata> {
  const found = new Map<number, QuestionMetadata>();
  for (const match of gift.matchAll(GIFT_METADATA_LINE)) {
    try {
      const raw: unknown = JSON.parse(match[2] ?? '');
      if (raw && typeof raw === 'object')
        found.set(Number(match[1]), readMetadata(raw as Record<string, unknown>));
    } catch {
      // A line that is not JSON is someone's comment, not ours.
    }
  }
  return found;
}
