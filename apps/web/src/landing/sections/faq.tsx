import { faq } from '../copy.js';
import { anchors } from '../../lib/paths.js';

/** The FAQPage structured data search engines read, built from the same copy as the list. */
export function faqJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The FAQ as native disclosures (`details`/`summary`): keyboard and screen-reader ready, no JS needed. */
export function Faq() {
  return (
    <section id={anchors.faq} className="section faq" aria-labelledby="faq-title">
      <div className="container faq-grid">
        <header className="section-head faq-head">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">{faq.title}</h2>
        </header>
        <div className="faq-list">
          {faq.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>
                <h3>{item.question}</h3>
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path
                    d="M5 8l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd() }} />
    </section>
  );
}
