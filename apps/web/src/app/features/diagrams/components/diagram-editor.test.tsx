import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rectangle } from '@quizwise/contract';
import { DiagramEditor } from './diagram-editor.js';

const image = { width: 1000, height: 500 };
let latest: Rectangle[] = [];

function Harness({ initial }: { initial: Rectangle[] }) {
  const [boxes, setBoxes] = useState(initial);
  const record = (next: Rectangle[]) => {
    latest = next;
    setBoxes(next);
  };
  return (
    <DiagramEditor
      imageUrl="data:image/png;base64,"
      image={image}
      boxes={boxes}
      onChange={record}
      alt="Cell"
    />
  );
}

const nucleus = { x: 100, y: 100, width: 200, height: 50, label: 'Nucleus' };

beforeEach(() => {
  latest = [];
  // The stage is shown at half size: 500 × 250 CSS pixels for a 1000 × 500 image.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    right: 500,
    bottom: 250,
    width: 500,
    height: 250,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('diagram editor', () => {
  it('moves the focused box with the arrow keys by 1 % of the image', () => {
    render(<Harness initial={[nucleus]} />);
    const box = screen.getByRole('button', { name: 'Box 1: Nucleus' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(latest[0]).toMatchObject({ x: 110, y: 110, width: 200, height: 50 });
  });

  it('resizes the box with Shift + arrow keys and never lets it leave the image', () => {
    render(<Harness initial={[{ ...nucleus, x: 780 }]} />);
    const box = screen.getByRole('button', { name: 'Box 1: Nucleus' });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    expect(latest[0]).toMatchObject({ x: 780, width: 210 });
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    expect(latest[0]!.x + latest[0]!.width).toBe(1000);
    fireEvent.keyDown(box, { key: 'ArrowUp', shiftKey: true });
    expect(latest[0]!.height).toBe(40);
  });

  it('removes the focused box with Delete', () => {
    render(<Harness initial={[nucleus, { ...nucleus, y: 300, label: 'Membrane' }]} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Box 1: Nucleus' }), { key: 'Delete' });
    expect(latest.map((box) => box.label)).toEqual(['Membrane']);
  });

  it('edits a label from the list of boxes', () => {
    render(<Harness initial={[nucleus]} />);
    fireEvent.change(screen.getByLabelText('Label of box 1'), { target: { value: 'Nucleolus' } });
    expect(latest[0]!.label).toBe('Nucleolus');
    expect(screen.getByRole('button', { name: 'Box 1: Nucleolus' })).toBeTruthy();
  });

  it('drags a box with the mouse, in image pixels', () => {
    render(<Harness initial={[nucleus]} />);
    const box = screen.getByRole('button', { name: 'Box 1: Nucleus' });
    const stage = screen.getByTestId('diagram-stage');
    fireEvent.pointerDown(box, { button: 0, clientX: 60, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 85, clientY: 70, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 85, clientY: 70, pointerId: 1 });
    // 25 × 10 CSS pixels at half size = 50 × 20 image pixels.
    expect(latest[0]).toMatchObject({ x: 150, y: 120, width: 200, height: 50 });
  });

  it('resizes from the corner handle with the mouse', () => {
    render(<Harness initial={[nucleus]} />);
    const stage = screen.getByTestId('diagram-stage');
    fireEvent.pointerDown(screen.getByTestId('resize-1'), {
      button: 0,
      clientX: 150,
      clientY: 75,
      pointerId: 1,
    });
    fireEvent.pointerMove(stage, { clientX: 170, clientY: 85, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 170, clientY: 85, pointerId: 1 });
    expect(latest[0]).toMatchObject({ x: 100, y: 100, width: 240, height: 70 });
  });

  it('draws a new box by dragging on the image and offers its label', () => {
    render(<Harness initial={[]} />);
    const stage = screen.getByTestId('diagram-stage');
    fireEvent.pointerDown(stage, { button: 0, clientX: 200, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 150, clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 120, pointerId: 1 });
    expect(latest).toEqual([{ x: 300, y: 200, width: 100, height: 40, label: '' }]);
    expect(screen.getByLabelText('Label of box 1')).toBeTruthy();
  });

  it('ignores a click on the image that is too small to be a box', () => {
    render(<Harness initial={[]} />);
    const stage = screen.getByTestId('diagram-stage');
    fireEvent.pointerDown(stage, { button: 0, clientX: 200, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 201, clientY: 101, pointerId: 1 });
    expect(latest).toEqual([]);
  });

  it('adds a centred box from the button and removes one from the list', () => {
    render(<Harness initial={[nucleus]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add box' }));
    expect(latest).toHaveLength(2);
    expect(latest[1]).toMatchObject({ x: 400, width: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove box 1' }));
    expect(latest).toHaveLength(1);
    expect(latest[0]!.label).toBe('');
  });
});
