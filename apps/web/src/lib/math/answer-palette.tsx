import type { RefObject } from 'react';
import './formula.css';

const KEYS = [
  { text: '/', label: 'Fraction', shows: 'a/b' },
  { text: '^', label: 'Power', shows: 'xⁿ' },
  { text: '×10^', label: 'Times ten to the power', shows: '×10ⁿ' },
  { text: '−', label: 'Minus', shows: '−' },
  { text: '°', label: 'Degree', shows: '°' },
] as const;

interface AnswerPaletteProps {
  /** The answer box the keys type into. */
  target: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A small row of keys for what a keyboard lacks in maths answers: fraction, power, ×10ⁿ, minus, degree.
 * Each key is a button (Tab to it, Enter or Space to press); it types at the caret and puts the focus back
 * in the answer box with the caret after what it typed. The grader reads `3/4`, `2^3`, `3×10^8`.
 */
export function AnswerPalette({ target, value, onChange, disabled = false }: AnswerPaletteProps) {
  const insert = (text: string) => {
    const input = target.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + text + value.slice(end));
    const caret = start + text.length;
    requestAnimationFrame(() => {
      if (!input) return;
      input.focus();
      input.setSelectionRange(caret, caret);
    });
  };
  return (
    <div className="answer-palette" role="group" aria-label="Maths keys">
      {KEYS.map((key) => (
        <button
          key={key.label}
          type="button"
          className="answer-palette-key"
          aria-label={key.label}
          title={`${key.label}: types ${key.text}`}
          disabled={disabled}
          // Keeps the caret where it is in the answer box when the key is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(key.text)}
        >
          {key.shows}
        </button>
      ))}
    </div>
  );
}
