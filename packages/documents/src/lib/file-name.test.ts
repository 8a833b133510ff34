import { describe, expect, it } from 'vitest';
import { displayFileName, safeFileName } from './file-name.js';

describe('safeFileName', () => {
  it('folds accents, drops unsafe characters and keeps the extension', () => {
    expect(safeFileName('Révision: "Chapitre 1/2" <final>', 'pdf')).toBe('revision-chapitre-1-2-final.pdf');
  });

  it('never returns an empty name', () => {
    expect(safeFileName('Φυσική', 'docx')).toBe('document.docx');
  });
});

describe('displayFileName', () => {
  it('keeps letters of every script', () => {
    expect(displayFileName('été 水循环', 'pdf')).toBe('été 水循环.pdf');
    expect(displayFileName('Φυσική 🌍', 'docx')).toBe('Φυσική 🌍.docx');
  });

  it('drops only what file systems refuse, and trailing dots and spaces', () => {
    expect(displayFileName('Révision: "Chapitre 1/2" <final>\n…', 'md')).toBe(
      'Révision Chapitre 1 2 final ….md',
    );
    expect(displayFileName('notes. . ', 'txt')).toBe('notes.txt');
  });

  it('cuts long names at whole characters and falls back to the ASCII name when nothing is left', () => {
    const long = displayFileName('水'.repeat(200) + '🌍', 'pdf');
    expect([...long]).toHaveLength(124);
    expect(displayFileName('///', 'pdf')).toBe('document.pdf');
  });
});
