import { steps } from '../copy.js';
import { anchors } from '../../lib/paths.js';

const icons = [
  // upload
  <path key="0" d="M12 16V4m0 0-5 5m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
  // sliders
  <path key="1" d="M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M16 4v4m-6 2v4m8 2v4" />,
  // download
  <path key="2" d="M12 4v12m0 0 5-5m-5 5-5-5M4 20h16" />,
];

/** "3 Simple Steps": upload, customise, generate, as an ordered list. */
export function Steps() {
  return (
    <section id={anchors.howItWorks} className="section steps" aria-labelledby="steps-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">How it works</p>
          <h2 id="steps-title">{steps.title}</h2>
          <p className="section-intro">{steps.intro}</p>
        </header>
        <ol className="steps-list">
          {steps.items.map((step, index) => (
            <li key={step.title} className="step">
              <div className="step-top">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <svg
                  className="step-icon"
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <g
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    {icons[index]}
                  </g>
                </svg>
              </div>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
