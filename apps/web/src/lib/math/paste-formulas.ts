// Text pasted into a material box (the raw text editor, the generator's paste box) often writes formulas in
// Unicode (`x² + 3x`, `√2`, `½`, `H₂O`): where that is clearly a formula it goes in as the LaTeX Quizwise
// stores, with the same `unicodeMathToLatex` the server applies to imported files. Doubtful text is pasted
// as written, and a paste without Unicode maths is left to the browser.
import type { ClipboardEvent } from 'react';
import { unicodeMathToLatex } from '@quizwise/contract/unicode-math';

/** The field's text after pasting `pasted` over the selection, and where the caret goes; null: nothing to convert. */
export function pasteFormulas(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  pasted: string,
): { value: string; caret: number } | null {
  const converted = unicodeMathToLatex(pasted);
  if (converted === pasted) return null;
  return {
    value: value.slice(0, selectionStart) + converted + value.slice(selectionEnd),
    caret: selectionStart + converted.length,
  };
}

/** An `onPaste` for a controlled textarea: pastes clear Unicode maths as LaTeX through `onValue`. */
export function formulaPasteHandler(onValue: (value: string) => void) {
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const result = pasteFormulas(
      field.value,
      field.selectionStart,
      field.selectionEnd,
      event.clipboardData.getData('text/plain'),
    );
    if (!result) return;
    event.preventDefault();
    onValue(result.value);
    // React sets the value on the next render; the caret then goes after the pasted text.
    requestAnimationFrame(() => field.setSelectionRange(result.caret, result.caret));
  };
}
