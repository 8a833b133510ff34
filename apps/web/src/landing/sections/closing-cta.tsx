import { closing, cta } from '../copy.js';
import { anchors } from '../../lib/paths.js';

/** The closing call to action: a plain link to the same sign-up address as the hero button. */
export function ClosingCta({ signupHref }: { signupHref: string }) {
  return (
    <section id={anchors.startTrial} className="section closing" aria-labelledby="closing-title">
      <div className="container">
        <div className="closing-card">
          <h2 id="closing-title">{closing.title}</h2>
          <p>{closing.text}</p>
          <a className="button button-light button-large" href={signupHref}>
            {cta.label}
          </a>
          <p className="cta-note">{cta.note}</p>
        </div>
      </div>
    </section>
  );
}
