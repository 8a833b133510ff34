import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { NAME_MAX_LENGTH, type Rectangle } from '@quizwise/contract';
import { boxFromDrag, centredBox, keyStep, moveBox, resizeBox, type Size } from '../lib/boxes.js';

interface DiagramEditorProps {
  imageUrl: string;
  image: Size;
  boxes: Rectangle[];
  onChange: (boxes: Rectangle[]) => void;
  /** Alt text of the diagram image. */
  alt: string;
}

type Drag =
  | { kind: 'move' | 'resize'; index: number; start: { x: number; y: number }; original: Rectangle }
  | { kind: 'draw'; start: { x: number; y: number }; current: { x: number; y: number } };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The label-box editor: boxes over the image that can be drawn, dragged and resized with the mouse,
 * or moved (arrows) and resized (Shift+arrows) with the keyboard, plus the list of boxes with their
 * labels. Coordinates are image pixels; the overlay scales with the displayed image.
 */
export function DiagramEditor({ imageUrl, image, boxes, onChange, alt }: DiagramEditorProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const boxButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const labelInputs = useRef<Array<HTMLInputElement | null>>([]);

  function toImage(event: PointerEvent): { x: number; y: number } {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: 0, y: 0 };
    return {
      x: ((event.clientX - rect.left) / rect.width) * image.width,
      y: ((event.clientY - rect.top) / rect.height) * image.height,
    };
  }

  function replace(index: number, box: Rectangle) {
    onChange(boxes.map((current, i) => (i === index ? box : current)));
  }

  function removeAt(index: number) {
    onChange(boxes.filter((_, i) => i !== index));
    setSelected(null);
  }

  function add(box: Rectangle) {
    const next = [...boxes, box];
    onChange(next);
    setSelected(next.length - 1);
    // Let the new row render, then put the cursor in its label.
    requestAnimationFrame(() => labelInputs.current[next.length - 1]?.focus());
  }

  function onBoxKeyDown(event: KeyboardEvent, index: number) {
    const box = boxes[index];
    if (!box) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = keyStep(image);
      const [dx, dy] = [arrow[0] * step, arrow[1] * step];
      replace(index, event.shiftKey ? resizeBox(box, dx, dy, image) : moveBox(box, dx, dy, image));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeAt(index);
      const next = boxButtons.current[Math.min(index, boxes.length - 2)];
      requestAnimationFrame(() => next?.focus());
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      labelInputs.current[index]?.focus();
    }
  }

  function onStagePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as Element).closest('.label-box')) return;
    const point = toImage(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSelected(null);
    setDrag({ kind: 'draw', start: point, current: point });
  }

  function onBoxPointerDown(event: PointerEvent, index: number, kind: 'move' | 'resize') {
    const box = boxes[index];
    if (event.button !== 0 || !box) return;
    event.stopPropagation();
    stage.current?.setPointerCapture?.(event.pointerId);
    setSelected(index);
    setDrag({ kind, index, start: toImage(event), original: box });
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag) return;
    const point = toImage(event);
    if (drag.kind === 'draw') {
      setDrag({ ...drag, current: point });
      return;
    }
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    replace(
      drag.index,
      drag.kind === 'move' ? moveBox(drag.original, dx, dy, image) : resizeBox(drag.original, dx, dy, image),
    );
  }

  function onPointerUp(event: PointerEvent) {
    if (drag?.kind === 'draw') {
      const box = boxFromDrag(drag.start, toImage(event), image);
      if (box) add(box);
    }
    setDrag(null);
  }

  const pct = (value: number, total: number) => `${(value / total) * 100}%`;
  const drawing = drag?.kind === 'draw' ? boxFromDrag(drag.start, drag.current, image) : null;

  return (
    <div className="diagram-editor">
      <div className="diagram-stage-wrap">
        <div
          ref={stage}
          className="diagram-stage"
          data-testid="diagram-stage"
          onPointerDown={onStagePointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          <img src={imageUrl} alt={alt} draggable={false} />
          {boxes.map((box, index) => (
            <button
              key={index}
              ref={(element) => {
                boxButtons.current[index] = element;
              }}
              type="button"
              className={`label-box${selected === index ? ' is-selected' : ''}`}
              style={{
                left: pct(box.x, image.width),
                top: pct(box.y, image.height),
                width: pct(box.width, image.width),
                height: pct(box.height, image.height),
              }}
              aria-label={`Box ${index + 1}: ${box.label || 'no label yet'}`}
              aria-describedby="diagram-keys"
              aria-pressed={selected === index}
              onFocus={() => setSelected(index)}
              onKeyDown={(event) => onBoxKeyDown(event, index)}
              onPointerDown={(event) => onBoxPointerDown(event, index, 'move')}
            >
              <span className="label-box-number" aria-hidden="true">
                {index + 1}
              </span>
              <span
                className="label-box-handle"
                aria-hidden="true"
                data-testid={`resize-${index + 1}`}
                onPointerDown={(event) => onBoxPointerDown(event, index, 'resize')}
              />
            </button>
          ))}
          {drawing ? (
            <span
              className="label-box is-drawing"
              aria-hidden="true"
              style={{
                left: pct(drawing.x, image.width),
                top: pct(drawing.y, image.height),
                width: pct(drawing.width, image.width),
                height: pct(drawing.height, image.height),
              }}
            />
          ) : null}
        </div>
        <p id="diagram-keys" className="field-hint">
          Drag on the image to draw a box; drag a box to move it, its corner to resize. With the keyboard:
          arrow keys move the selected box, Shift + arrow keys resize it, Enter edits its label, Delete
          removes it.
        </p>
      </div>
      <div className="box-list">
        <div className="section-head">
          <h2 className="section-title">Labels ({boxes.length})</h2>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => add(centredBox(image))}
          >
            <Plus aria-hidden="true" size={16} /> Add box
          </button>
        </div>
        {boxes.length === 0 ? (
          <p className="muted">No labels yet. Draw a box on the image or press “Add box”.</p>
        ) : (
          <ol className="box-rows">
            {boxes.map((box, index) => (
              <li key={index} className={`box-row${selected === index ? ' is-selected' : ''}`}>
                <span className="box-row-number" aria-hidden="true">
                  {index + 1}
                </span>
                <label className="visually-hidden" htmlFor={`box-label-${index}`}>
                  Label of box {index + 1}
                </label>
                <input
                  id={`box-label-${index}`}
                  ref={(element) => {
                    labelInputs.current[index] = element;
                  }}
                  type="text"
                  value={box.label}
                  maxLength={NAME_MAX_LENGTH}
                  placeholder="Label"
                  onFocus={() => setSelected(index)}
                  onChange={(event) => replace(index, { ...box, label: event.target.value })}
                />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove box ${index + 1}`}
                  onClick={() => removeAt(index)}
                >
                  <Trash2 aria-hidden="true" size={17} />
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
