import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formulaPasteHandler, pasteFormulas } from './paste-formulas.js';

afterEach(cleanup);

function Box({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <textarea
      aria-label="Material"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPaste={formulaPasteHandler(setText)}
    />
  );
}

function paste(field: HTMLTextAreaElement, text: string) {
  return fireEvent.paste(field, { clipboardData: { getData: () => text } });
}

describe('pasting Unicode maths into a material box', () => {
  it('puts clear formulas in as LaTeX over the selection', () => {
    expect(pasteFormulas('Solve: here.', 7, 11, 'x² + 3x = 10')).toEqual({
      value: 'Solve: $x^{2} + 3x = 10$.',
      caret: 24,
    });
    expect(pasteFormulas('', 0, 0, '2H₂ + O₂ → 2H₂O')?.value).toBe('\\ce{2H2 + O2 -> 2H2O}');
  });

  it('leaves text without a clear formula to the browser', () => {
    expect(pasteFormulas('', 0, 0, 'As Smith² found, 10 × 3 stays text')).toBeNull();
    expect(pasteFormulas('', 0, 0, 'Plain notes')).toBeNull();
  });

  it('converts what is pasted into the textarea and keeps the rest', () => {
    render(<Box initial="Water is " />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Material');
    field.setSelectionRange(9, 9);
    const handled = !paste(field, 'H₂O and ½ of it');
    expect(handled).toBe(true);
    expect(field.value).toBe('Water is \\ce{H2O} and $\\frac{1}{2}$ of it');
  });

  it('lets an ordinary paste through untouched', () => {
    render(<Box initial="Notes" />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Material');
    expect(paste(field, 'just words')).toBe(true);
    expect(field.value).toBe('Notes');
  });
});
