import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { showcase } from '../copy.js';
import { preloadScreenshot } from '../preload.js';
import { DESKTOP_SHOT, DESKTOP_SIZES, MOBILE_SHOT, PHONE_SHOT_QUERY, screenshots } from '../screenshots.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { anchors } from '../../lib/paths.js';

export const SHOWCASE_INTERVAL_MS = 5000;
export const DESKTOP_QUERY = '(min-width: 1024px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const items = showcase.items;
const count = items.length;

/**
 * "Transform Your Teaching with AI": a WAI-ARIA tab list (manual activation) over four features.
 * It advances every 5 s until the visitor picks a tab, then never again; it also holds still while
 * the pointer or focus is inside it and when the visitor prefers reduced motion.
 */
export function Showcase() {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const [picked, setPicked] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const vertical = useMediaQuery(DESKTOP_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rotating = !picked && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      const next = (active + 1) % count;
      setActive(next);
      setFocusIndex(next);
    }, SHOWCASE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active]);

  useEffect(() => {
    const next = items[(active + 1) % count];
    if (next) preloadScreenshot(screenshots[next.image], DESKTOP_SIZES);
  }, [active]);

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function pick(index: number) {
    setPicked(true);
    setActive(index);
    setFocusIndex(index);
  }

  function moveFocus(index: number) {
    const wrapped = (index + count) % count;
    setFocusIndex(wrapped);
    document.getElementById(tabId(wrapped))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
      case 'PageDown':
        moveFocus(focusIndex + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
      case 'PageUp':
        moveFocus(focusIndex - 1);
        break;
      case 'Home':
        moveFocus(0);
        break;
      case 'End':
        moveFocus(count - 1);
        break;
      case 'Enter':
      case ' ':
        pick(focusIndex);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <section id={anchors.features} className="section showcase" aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Features</p>
          <h2 id={`${baseId}-title`}>{showcase.title}</h2>
          <p className="section-intro">{showcase.intro}</p>
        </header>
        <div
          className="showcase-body"
          data-rotating={rotating ? 'true' : 'false'}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div
            role="tablist"
            aria-label="Quizwise features"
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            className="showcase-tabs"
            onKeyDown={onKeyDown}
          >
            {items.map((item, index) => (
              <button
                key={item.id}
                id={tabId(index)}
                type="button"
                role="tab"
                className="showcase-tab"
                aria-selected={index === active}
                aria-controls={panelId(index)}
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => pick(index)}
              >
                <span className="showcase-tab-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="showcase-tab-label">{item.label}</span>
                {index === active && rotating ? (
                  <span className="showcase-tab-timer" aria-hidden="true" />
                ) : null}
              </button>
            ))}
          </div>
          <div className="showcase-panels">
            {items.map((item, index) => (
              <div
                key={item.id}
                id={panelId(index)}
                role="tabpanel"
                aria-labelledby={tabId(index)}
                className="showcase-panel"
                hidden={index !== active}
                tabIndex={0}
              >
                <div className="showcase-copy">
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
                {/* Only the shown panel carries its picture: a hidden one would be measured by its
                    width/height attributes against a phone crop of another shape (and is preloaded
                    separately anyway, so switching tabs shows it from the cache). */}
                {index === active ? (
                  <picture>
                    <source
                      media={PHONE_SHOT_QUERY}
                      srcSet={screenshots[item.image].mobileSrcSet}
                      sizes="100vw"
                      width={MOBILE_SHOT.width}
                      height={MOBILE_SHOT.height}
                    />
                    <img
                      className="mockup"
                      src={screenshots[item.image].src}
                      srcSet={screenshots[item.image].srcSet}
                      sizes={DESKTOP_SIZES}
                      alt={item.alt}
                      width={DESKTOP_SHOT.width}
                      height={DESKTOP_SHOT.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </picture>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
