import type { Rectangle } from '@quizwise/contract';
import { useState } from 'react';
import { useDiagram } from '../../diagrams/api/get-diagram.js';

/**
 * The diagram a labelling question is about, with the box to name covered and outlined: the original
 * image may carry the printed label, so the box hides it rather than framing it.
 */
export function DiagramFigure({ diagramId, rectangle }: { diagramId: number; rectangle: Rectangle }) {
  const diagram = useDiagram(diagramId);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  if (diagram.isError)
    return <p className="muted">The diagram for this question is no longer in your library.</p>;
  const image = diagram.data?.image;
  if (!diagram.data || !image) return null;
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  return (
    <figure className="practice-diagram">
      <div className="practice-diagram-frame">
        <img
          src={image}
          alt={`${diagram.data.name}, with the part to name covered by a highlighted box`}
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        {size && size.width > 0 && size.height > 0 ? (
          <span
            className="practice-diagram-box"
            aria-hidden="true"
            style={{
              left: percent(rectangle.x, size.width),
              top: percent(rectangle.y, size.height),
              width: percent(rectangle.width, size.width),
              height: percent(rectangle.height, size.height),
            }}
          >
            ?
          </span>
        ) : null}
      </div>
      <figcaption className="muted">{diagram.data.name}</figcaption>
    </figure>
  );
}
