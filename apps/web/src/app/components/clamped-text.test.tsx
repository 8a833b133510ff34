import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ClampedText } from './clamped-text.js';

describe('ClampedText', () => {
  afterEach(cleanup);

  it('shows short text whole, without a button', () => {
    render(<ClampedText text="Where is DNA kept?" />);
    expect(screen.getByText('Where is DNA kept?')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts long text at a word and shows all of it on demand', () => {
    const text = `${'Photosynthesis turns light into chemical energy '.repeat(4)}inside chloroplasts.`;
    const { container } = render(<ClampedText text={text} limit={60} />);
    expect(container.textContent).toBe('Photosynthesis turns light into chemical energy… Show all');
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(container.textContent).toBe(`${text} Show less`);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });
});
