import { buildConceptMap } from './concepts/concept-map.js';
import { MIN_WORDS } from './generate.js';
import { readMaterial } from './material.js';
import { materialSkills } from './questions/skills.js';

/**
 * The skills to suggest for a question added by hand to a quiz of this material (`materialSkills`):
 * none for a text too short to read concepts from.
 */
export function skillsFromText(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const material = readMaterial(trimmed);
  if (material.analysis.wordCount < MIN_WORDS) return [];
  return materialSkills(buildConceptMap(material));
}
