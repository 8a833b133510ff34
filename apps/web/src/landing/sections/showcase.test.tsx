import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPreloads, stubMatchMedia } from '../../test-support/fake-fetch.js';
import { showcase } from '../copy.js';
import { screenshots } from '../screenshots.js';
import { resetPreloaded } from '../preload.js';
import { SHOWCASE_INTERVAL_MS, Showcase } from './showcase.js';

const labels = showcase.items.map((item) => item.label);

function selectedLabel(): string | undefined {
  return (
    screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ??
    undefined
  );
}

function tab(index: number): HTMLElement {
  const found = screen.getAllByRole('tab')[index];
  if (!found) throw new Error(`no tab ${index}`);
  return found;
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia();
  resetPreloaded();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Showcase', () => {
  it('advances every 5000 ms across the four items and wraps around', async () => {
    render(<Showcase />);
    expect(selectedLabel()).toContain(labels[0]);
    await wait(SHOWCASE_INTERVAL_MS - 1);
    expect(selectedLabel()).toContain(labels[0]);
    await wait(1);
    expect(selectedLabel()).toContain(labels[1]);
    await wait(SHOWCASE_INTERVAL_MS);
    expect(selectedLabel()).toContain(labels[2]);
    await wait(SHOWCASE_INTERVAL_MS);
    expect(selectedLabel()).toContain(labels[3]);
    await wait(SHOWCASE_INTERVAL_MS);
    expect(selectedLabel()).toContain(labels[0]);
  });

  it('stops advancing for good once the visitor picks an item', async () => {
    render(<Showcase />);
    fireEvent.click(tab(2));
    expect(selectedLabel()).toContain(labels[2]);
    for (let step = 0; step < 4; step++) await wait(SHOWCASE_INTERVAL_MS);
    expect(selectedLabel()).toContain(labels[2]);
  });

  it('does not advance when the visitor prefers reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    render(<Showcase />);
    await wait(SHOWCASE_INTERVAL_MS);
    await wait(SHOWCASE_INTERVAL_MS);
    expect(selectedLabel()).toContain(labels[0]);
  });

  it('shows only the selected panel, labelled by its tab', () => {
    render(<Showcase />);
    fireEvent.click(tab(1));
    const panels = document.querySelectorAll('[role="tabpanel"]');
    const visible = [...panels].filter((panel) => !panel.hasAttribute('hidden'));
    expect(visible).toHaveLength(1);
    expect(visible[0]?.getAttribute('aria-labelledby')).toBe(tab(1).id);
    expect(tab(1).getAttribute('aria-controls')).toBe(visible[0]?.id);
  });

  it('is a vertical tab list at 1024 px and wider, horizontal below', () => {
    stubMatchMedia({ width: 1024 });
    const { unmount } = render(<Showcase />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    unmount();
    stubMatchMedia({ width: 1023 });
    render(<Showcase />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('moves focus with arrows, Home, End, PageUp and PageDown, and selects with Enter or Space', () => {
    render(<Showcase />);
    const list = screen.getByRole('tablist');
    tab(0).focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(1));
    expect(selectedLabel()).toContain(labels[0]);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab(2));
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(0));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(3));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(tab(0));
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(tab(3));
    fireEvent.keyDown(list, { key: 'PageDown' });
    expect(document.activeElement).toBe(tab(0));
    fireEvent.keyDown(list, { key: 'PageUp' });
    expect(document.activeElement).toBe(tab(3));
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(selectedLabel()).toContain(labels[3]);
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(selectedLabel()).toContain(labels[0]);
  });

  it('keeps one tab in the tab order (roving tabindex)', () => {
    render(<Showcase />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'End' });
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '-1',
      '0',
    ]);
  });

  it('preloads the next item’s image whenever the selection changes', async () => {
    const preloads = recordPreloads();
    render(<Showcase />);
    expect(preloads).toEqual([screenshots.classes.src]);
    await wait(SHOWCASE_INTERVAL_MS);
    expect(preloads).toEqual([screenshots.classes.src, screenshots.grading.src]);
  });
});

describe('Showcase pictures', () => {
  it('shows each screenshot with a phone crop, a desktop srcset, explicit size and lazy loading', () => {
    stubMatchMedia();
    render(<Showcase />);
    const panel = screen.getAllByRole('tabpanel', { hidden: true })[0];
    const source = panel?.querySelector('picture > source');
    const image = panel?.querySelector('picture > img');
    expect(source?.getAttribute('media')).toBe('(max-width: 639px)');
    expect(source?.getAttribute('srcset')).toBe(screenshots.generate.mobileSrcSet);
    expect(image?.getAttribute('srcset')).toBe(screenshots.generate.srcSet);
    expect(image?.getAttribute('width')).toBe('1680');
    expect(image?.getAttribute('height')).toBe('1050');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe(showcase.items[0].alt);
  });
});

describe('Showcase hidden panels', () => {
  it('puts a picture only in the shown panel, and moves it with the selection', () => {
    stubMatchMedia();
    render(<Showcase />);
    const panels = () => screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels().map((panel) => panel.querySelectorAll('img').length)).toEqual([1, 0, 0, 0]);
    fireEvent.click(tab(2));
    expect(panels().map((panel) => panel.querySelectorAll('img').length)).toEqual([0, 0, 1, 0]);
    expect(panels()[2]?.querySelector('img')?.getAttribute('alt')).toBe(showcase.items[2].alt);
  });
});
