import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.js';

describe('safeFileName', () => {
  it('folds accents, drops unsafe characters and keeps the extension', () => {
    expect(safeFileName('Révision: "Chapitre 1/2" <final>', 'pdf')).toBe('revision-chapitre-1-2-final.pdf');
  });

  it('never returns an empty name', () => {
    expect(safeFileName('Φυσική', 'docx')).toBe('document.docx');
  });
});
