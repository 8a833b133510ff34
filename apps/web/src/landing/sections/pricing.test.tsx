import { CREDIT_PACKS, PLANS, PLAN_ORDER, TRIAL_DAYS, formatPrice, planHasFeature } from '@quizwise/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faq, pricing } from '../copy.js';
import { PlanComparison, comparedFeatures } from './plan-comparison.js';
import { Pricing, cardHighlights, pricePerCredit } from './pricing.js';

afterEach(cleanup);

function card(planName: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: planName });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${planName}`);
  return item;
}

describe('Pricing', () => {
  it('shows one card a plan, in the contract’s order, with its price, allowance and highlights', () => {
    render(<Pricing signupHref="/signup/" basePath="" />);
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names.slice(0, PLAN_ORDER.length)).toEqual(PLAN_ORDER.map((id) => PLANS[id].name));
    for (const id of PLAN_ORDER) {
      const plan = PLANS[id];
      const inCard = within(card(plan.name));
      expect(inCard.getByTestId(`plan-price-${id}`).textContent).toBe(
        `${formatPrice(plan.monthlyPriceCents)}${pricing.perMonth}`,
      );
      expect(inCard.getByTestId(`plan-credits-${id}`).textContent).toBe(
        `${plan.monthlyCredits} AI credits every month`,
      );
      for (const line of cardHighlights(plan)) expect(inCard.getByText(line)).toBeTruthy();
      expect(inCard.getByRole('link').getAttribute('href')).toBe('/signup/');
    }
  });

  it('prints Professional at $9 and Free at $0 today (the module’s figures, read back)', () => {
    render(<Pricing signupHref="/signup/" basePath="" />);
    expect(screen.getByTestId('plan-price-professional').textContent).toContain(
      formatPrice(PLANS.professional.monthlyPriceCents),
    );
    expect(screen.getByTestId('plan-price-free').textContent).toContain('$0');
  });

  it('does not repeat the allowance among the highlights, and keeps every other highlight', () => {
    for (const id of PLAN_ORDER) {
      const plan = PLANS[id];
      const shown = cardHighlights(plan);
      expect(shown.some((line) => line.startsWith(`${plan.monthlyCredits} `))).toBe(false);
      expect(shown.length).toBe(
        plan.highlights.filter((line) => !line.includes('credits every month')).length,
      );
    }
  });

  it('lists every credit pack with its price and price per credit', () => {
    render(<Pricing signupHref="/signup/" basePath="" />);
    for (const pack of CREDIT_PACKS) {
      const row = screen.getByTestId(`pack-${pack.id}`);
      expect(row.textContent).toContain(`${pack.credits} credits`);
      expect(row.textContent).toContain(formatPrice(pack.priceCents));
    }
    expect(pricePerCredit(300, 100)).toBe('$0.03');
    expect(pricePerCredit(1900, 1000)).toBe('$0.019');
  });

  it('says how credits are given on an install without payments, beside the packs (CSS shows one)', () => {
    const { container } = render(<Pricing signupHref="/signup/" basePath="" />);
    const instead = screen.getByRole('region', { name: pricing.packs.noPaymentsTitle });
    expect(instead.classList.contains('without-payments')).toBe(true);
    expect(instead.textContent).toContain('takes no payments');
    expect(container.querySelector('.needs-payments .pack-list')).not.toBeNull();
  });

  it('explains the trial: its length, the move to Free with its credits, nothing lost, no card', () => {
    render(<Pricing signupHref="/signup/" basePath="" />);
    const trial = screen.getByRole('region', { name: pricing.trial.title });
    const text = trial.textContent ?? '';
    expect(text).toContain(`Days 1 to ${TRIAL_DAYS}`);
    expect(text).toContain(`Day ${TRIAL_DAYS + 1}: ${PLANS.free.name}`);
    expect(text).toContain(`${PLANS.free.monthlyCredits} credits every month`);
    expect(text).toMatch(/nothing is lost or locked/i);
    expect(text).toMatch(/don’t ask for a card/);
  });

  it('uses an h1 on the pricing page, an h2 with a link to /pricing/ on the landing page', () => {
    const { unmount } = render(<Pricing signupHref="/signup/" basePath="/qw" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: pricing.title })).toBeTruthy();
    // Plan names and the two boxes sit one level below: no skipped heading level on /pricing/.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...PLAN_ORDER.map((id) => PLANS[id].name),
      pricing.trial.title,
      // Both prerendered; CSS shows the one true on this install (payments on or off).
      pricing.packs.noPaymentsTitle,
      pricing.packs.title,
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.queryByRole('link', { name: pricing.pageLink })).toBeNull();
    unmount();
    render(<Pricing signupHref="/signup/" basePath="/qw" linkToPricingPage />);
    expect(screen.getByRole('heading', { level: 2, name: pricing.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: pricing.pageLink }).getAttribute('href')).toBe('/qw/pricing/');
  });
});

describe('PlanComparison', () => {
  it('marks each feature included or not, per the contract', () => {
    render(<PlanComparison />);
    const rows = screen.getAllByRole('row');
    // header, price, credits, then one row a feature
    expect(rows).toHaveLength(3 + comparedFeatures().length);
    const hostingRow = rows.find((row) => row.textContent?.includes('Host quizzes for classes'));
    const cells = hostingRow ? within(hostingRow).getAllByRole('cell') : [];
    expect(cells.map((cell) => cell.textContent)).toEqual(
      PLAN_ORDER.map((id) => (planHasFeature(id, 'hosting') ? '✓Included' : '–Not included')),
    );
    expect(cells.map((cell) => cell.textContent)).toEqual(['–Not included', '✓Included']);
  });
});

describe('FAQ and pricing agree', () => {
  it('names the trial length, the Free allowance and Professional’s price from the module', () => {
    const answers = faq.items.map((item) => `${item.question} ${item.answer}`).join('\n');
    expect(answers).toContain(`${TRIAL_DAYS} days of full ${PLANS.professional.name} access`);
    expect(answers).toContain(`day ${TRIAL_DAYS + 1}`);
    expect(answers).toContain(`${PLANS.free.monthlyCredits} AI credits every month`);
    expect(answers).toContain(formatPrice(PLANS.professional.monthlyPriceCents));
    expect(answers).not.toMatch(/fourteen/i);
  });
});
