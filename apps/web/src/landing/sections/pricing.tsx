import { CREDIT_PACKS, PLAN_ORDER, PLANS, formatPrice, type PlanDefinition } from '@quizwise/contract';
import { pricing } from '../copy.js';
import { anchors, paths, withBase } from '../../lib/paths.js';

interface PricingProps {
  signupHref: string;
  basePath: string;
  /** The section's heading level: 2 on the landing page, 1 where it is the page (/pricing/). */
  headingLevel?: 1 | 2;
  /** Adds a link to the /pricing/ page (on the landing page, not on /pricing/ itself). */
  linkToPricingPage?: boolean;
}

/**
 * The highlights a card lists under its credit line: the line that restates the monthly allowance
 * is left out because the card already shows it, large, from `monthlyCredits`.
 */
export function cardHighlights(plan: PlanDefinition): string[] {
  return plan.highlights.filter((line) => !line.startsWith(`${plan.monthlyCredits} `));
}

/** "$0.03" per credit, for comparing packs. */
export function pricePerCredit(priceCents: number, credits: number): string {
  return `$${(priceCents / 100 / credits).toFixed(3).replace(/0$/, '')}`;
}

type SubHeading = 'h2' | 'h3';

function PlanCard({
  plan,
  signupHref,
  Heading,
}: {
  plan: PlanDefinition;
  signupHref: string;
  Heading: SubHeading;
}) {
  const featured = plan.id === 'professional';
  const nameId = `plan-${plan.id}-name`;
  return (
    <li className={featured ? 'plan-card plan-card-featured' : 'plan-card'}>
      <Heading id={nameId} className="plan-name">
        {plan.name}
      </Heading>
      <p className="plan-tagline">{plan.tagline}</p>
      <p className="plan-price" data-testid={`plan-price-${plan.id}`}>
        <span className="plan-price-amount">{formatPrice(plan.monthlyPriceCents)}</span>
        <span className="plan-price-period">{pricing.perMonth}</span>
      </p>
      <p className="plan-credits" data-testid={`plan-credits-${plan.id}`}>
        {pricing.creditsPerMonth(plan.monthlyCredits)}
      </p>
      <ul className="plan-highlights">
        {cardHighlights(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a
        className={featured ? 'button button-primary plan-cta' : 'button button-outline plan-cta'}
        href={signupHref}
        aria-describedby={nameId}
      >
        {pricing.planCta[plan.id]}
      </a>
    </li>
  );
}

/**
 * Free and Professional side by side, how the trial ends, and the credit packs: every figure is read
 * from the contract's plans module, so this section, the /pricing/ page and the app agree.
 */
export function Pricing({ signupHref, basePath, headingLevel = 2, linkToPricingPage = false }: PricingProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  // One level under the section's title, so headings never skip a level on either page.
  const Sub: SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section id={anchors.pricing} className="section pricing" aria-labelledby="pricing-title">
      <div className="container">
        <header className="section-head pricing-head">
          <p className="eyebrow">{pricing.eyebrow}</p>
          <Title id="pricing-title">{pricing.title}</Title>
          <p className="section-intro">{pricing.intro}</p>
        </header>
        <ul className="plan-cards">
          {PLAN_ORDER.map((id) => (
            <PlanCard key={id} plan={PLANS[id]} signupHref={signupHref} Heading={Sub} />
          ))}
        </ul>
        <div className="pricing-details">
          <section className="trial-explainer" aria-labelledby="trial-title">
            <Sub id="trial-title">{pricing.trial.title}</Sub>
            <ol className="trial-steps">
              {pricing.trial.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
          </section>
          {/* Both are prerendered; the server marks <html data-payments> and CSS shows the one that is true here. */}
          <section className="credit-packs without-payments" aria-labelledby="no-payments-title">
            <Sub id="no-payments-title">{pricing.packs.noPaymentsTitle}</Sub>
            <p>{pricing.packs.noPaymentsText}</p>
            <p className="pack-note">{pricing.creditNote}</p>
          </section>
          <section className="credit-packs needs-payments" aria-labelledby="packs-title">
            <Sub id="packs-title">{pricing.packs.title}</Sub>
            <p>{pricing.packs.text}</p>
            <ul className="pack-list">
              {CREDIT_PACKS.map((pack) => (
                <li key={pack.id} data-testid={`pack-${pack.id}`}>
                  <span className="pack-credits">{pricing.packs.label(pack.credits)}</span>
                  <span className="pack-price">{formatPrice(pack.priceCents)}</span>
                  <span className="pack-unit">{pricePerCredit(pack.priceCents, pack.credits)} / credit</span>
                </li>
              ))}
            </ul>
            <p className="pack-note">{pricing.creditNote}</p>
          </section>
        </div>
        {linkToPricingPage ? (
          <p className="pricing-more">
            <a href={withBase(basePath, paths.pricing)}>{pricing.pageLink}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
