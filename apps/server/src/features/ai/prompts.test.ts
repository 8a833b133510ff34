import { describe, expect, it } from 'vitest';
import { generationPrompt } from './prompts.js';

describe('generationPrompt', () => {
  it('asks for formulas in LaTeX only when the part of the material holds formulas', () => {
    const section = { title: 'Forces', concepts: ['weight'] };
    expect(generationPrompt('short_answer', 3, false, [], { ...section, hasFormulas: true })).toMatch(
      /formula in LaTeX between \$…\$/,
    );
    // Material without formulas keeps the prompt byte for byte, so recorded answers still replay.
    expect(generationPrompt('short_answer', 3, false, [], section)).not.toMatch(/LaTeX/);
  });
});
