import { IMPORT_QUIZ_FORMATS } from '@quizwise/contract';
import type { ImportResult } from '../types.js';
import { importAiken } from './aiken.js';
import { importGift } from './gift.js';
import { importMoodleXml } from './moodle-xml.js';

/** The contract's import formats. */
export const IMPORT_FORMATS = IMPORT_QUIZ_FORMATS;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * Reads a quiz from GIFT, Moodle XML or Aiken text into Quizwise question sets (grouped by type).
 * A malformed file answers `{ok: false, reason: 'malformed', line, message}` naming the first bad line;
 * questions of types Quizwise lacks are left out and listed in `skipped`.
 */
export function importQuiz(text: string, format: ImportFormat): ImportResult {
  switch (format) {
    case 'gift':
      return importGift(text);
    case 'moodle_xml':
      return importMoodleXml(text);
    case 'aiken':
      return importAiken(text);
  }
}
