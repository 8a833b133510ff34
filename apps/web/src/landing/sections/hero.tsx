import { useState } from 'react';
import type { Api } from '../../lib/api.js';
import { cta, type HeroCopy } from '../copy.js';
import { useHeroImpression } from '../use-hero-impression.js';

export const HERO_IMAGE_WIDTH = 600;
export const HERO_IMAGE_HEIGHT = 520;

interface HeroProps {
  copy: HeroCopy;
  heroImage: string;
  signupHref: string;
  api: Api;
  navigate: (url: string) => void;
}

/**
 * The hero: the variant's headline and sub-headline, and the call to action. The button waits for
 * an impression id, records the click with it, then goes to sign-up whatever the recording did.
 */
export function Hero({ copy, heroImage, signupHref, api, navigate }: HeroProps) {
  const impressionId = useHeroImpression(api, copy.variant);
  const [leaving, setLeaving] = useState(false);

  async function onClick() {
    setLeaving(true);
    if (impressionId) {
      const result = await api.recordClick(impressionId);
      if (!result.ok) console.warn('Quizwise: could not record the hero click', result);
    } else {
      console.warn('Quizwise: no impression id when the hero button was clicked');
    }
    navigate(signupHref);
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow hero-eyebrow">AI quiz platform for teachers</p>
          <h1 id="hero-title">{copy.headline}</h1>
          <p className="hero-sub">{copy.subHeadline}</p>
          <div className="hero-cta">
            <button
              type="button"
              className="button button-primary button-large"
              disabled={impressionId === null || leaving}
              aria-describedby="hero-cta-note"
              onClick={() => void onClick()}
            >
              {cta.label}
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M4 10h11m-4-4 4 4-4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <p id="hero-cta-note" className="cta-note">
              {cta.note}
            </p>
          </div>
          <ul className="hero-proof" aria-label="Works with">
            <li>Google Classroom sync</li>
            <li>Export to Google Forms</li>
            <li>PDF and DOCX download</li>
          </ul>
        </div>
        <div className="hero-art">
          <img
            src={heroImage}
            alt="A Quizwise quiz being generated from a lesson document and graded automatically."
            width={HERO_IMAGE_WIDTH}
            height={HERO_IMAGE_HEIGHT}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
