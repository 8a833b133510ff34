import { buildConceptMap } from '../concepts/concept-map.js';
import type { Material } from '../material.js';
import { createRng } from '../random.js';
import type { GeneratorContext } from './common.js';

/**
 * A recall generator's context on `material` with its concept map, nothing asked yet and a fixed seed: for
 * tests that ask what one generator makes of a passage.
 */
export function generatorContext(material: Material, seed: number): GeneratorContext {
  return {
    material,
    rng: createRng(seed),
    higherOrder: false,
    usedSentences: new Set<number>(),
    map: buildConceptMap(material),
  };
}
