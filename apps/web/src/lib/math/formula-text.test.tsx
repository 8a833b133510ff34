import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from '../../app/components/markdown.js';
import { AnswerPalette } from './answer-palette.js';
import { WithFormulaPreview } from './formula-preview.js';
import { FormulaText } from './formula-text.js';

afterEach(cleanup);
// The app's pages are in standards mode (<!doctype html>); KaTeX refuses to render in quirks mode.
beforeAll(() => {
  if (document.compatMode !== 'CSS1Compat')
    Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true });
});

async function rendered(container: HTMLElement, count = 1) {
  await waitFor(() =>
    expect(container.querySelectorAll('[data-formula="rendered"] .katex').length).toBe(count),
  );
}

describe('FormulaText', () => {
  it('leaves text without a formula as it is, without loading the renderer', () => {
    const { container } = render(<FormulaText text="x^2 and H2O cost $5 and \$6" />);
    expect(container.textContent).toBe('x^2 and H2O cost $5 and $6');
    expect(container.querySelector('[data-formula]')).toBeNull();
  });

  it('renders a formula with KaTeX, with MathML for screen readers and the visual part hidden from them', async () => {
    const { container } = render(<FormulaText text="Solve $\frac{1}{2}x^2 = 8$ for x." />);
    await rendered(container);
    expect(container.textContent).toContain('Solve ');
    expect(container.querySelector('math mfrac')).not.toBeNull();
    expect(container.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the punctuation after a formula on its line', async () => {
    const { container } = render(<FormulaText text="It moves at $v = 20$. Then it stops." />);
    expect(container.querySelector('.formula-nowrap')?.textContent).toMatch(/\.$/);
    await rendered(container);
    expect(container.textContent).toMatch(/^It moves at .*20\. Then it stops\.$/);
    expect(container.textContent).not.toContain('.. Then');
  });

  it('renders chemistry written with mhchem', async () => {
    const { container } = render(<FormulaText text="\ce{2H2 + O2 -> 2H2O}" />);
    await rendered(container);
    expect(container.querySelector('.katex-error')).toBeNull();
    expect(container.querySelector('math')?.textContent).toContain('H');
  });

  it('never turns a formula into a link, an image or raw HTML (trust is off)', async () => {
    const { container } = render(
      <FormulaText text="$\href{javascript:alert(1)}{x} \includegraphics{http://e.org/a.png} \htmlId{y}{z}$" />,
    );
    await waitFor(() => expect(container.querySelector('[data-formula="rendered"]')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('.katex, .katex-error')).not.toBeNull());
    expect(container.querySelector('a, img, #y')).toBeNull();
  });

  it('shows a formula that does not parse as its source, not an error page', async () => {
    const { container } = render(<FormulaText text="$\frac{1}{$" />);
    await waitFor(() => expect(container.querySelector('[data-formula="rendered"]')).not.toBeNull());
    expect(container.textContent).toContain('\\frac{1}{');
  });
});

describe('Markdown with formulas', () => {
  it('keeps LaTeX whole: underscores and stars in a formula are not emphasis', async () => {
    const { container } = render(
      <Markdown source={'The sum $a_1 + b_1 * c_2$ is *small*.\n\n$$\\sqrt{x_1}$$\n\n`$not math$`'} />,
    );
    await rendered(container, 2);
    expect(container.querySelectorAll('em')).toHaveLength(1);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('$not math$');
  });
});

describe('WithFormulaPreview', () => {
  it('adds a preview beside the field only while its text has a formula', async () => {
    const { container, rerender } = render(
      <WithFormulaPreview text="plain" label="Question 1">
        <input aria-label="Question" />
      </WithFormulaPreview>,
    );
    expect(screen.queryByRole('region', { name: 'Question 1 preview' })).toBeNull();
    rerender(
      <WithFormulaPreview text="Find $x^2$" label="Question 1">
        <input aria-label="Question" />
      </WithFormulaPreview>,
    );
    expect(screen.getByRole('region', { name: 'Question 1 preview' })).toBeTruthy();
    await rendered(container);
  });
});

function PaletteHarness() {
  const [value, setValue] = useState('34');
  const box = useRef<HTMLInputElement>(null);
  return (
    <>
      <input aria-label="Answer" ref={box} value={value} onChange={(e) => setValue(e.target.value)} />
      <AnswerPalette target={box} value={value} onChange={setValue} />
    </>
  );
}

describe('AnswerPalette', () => {
  it('types the key at the caret', () => {
    render(<PaletteHarness />);
    const box = screen.getByLabelText<HTMLInputElement>('Answer');
    box.setSelectionRange(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Fraction' }));
    expect(box.value).toBe('3/4');
    fireEvent.click(screen.getByRole('button', { name: 'Times ten to the power' }));
    expect(box.value).toContain('×10^');
  });

  it('is a labelled group of buttons reachable by keyboard', () => {
    render(<PaletteHarness />);
    const group = screen.getByRole('group', { name: 'Maths keys' });
    expect(group.querySelectorAll('button[type="button"]')).toHaveLength(5);
  });
});
