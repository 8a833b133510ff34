import { PLAN_ORDER, PLANS, formatPrice, planHasFeature, type PlanFeature } from '@quizwise/contract';
import { planFeatureLabels, pricing } from '../copy.js';

/** Every feature any plan has, in the order the most complete plan lists them. */
export function comparedFeatures(): PlanFeature[] {
  const seen = new Set<PlanFeature>();
  for (const id of [...PLAN_ORDER].reverse()) for (const feature of PLANS[id].features) seen.add(feature);
  return [...seen];
}

/** The /pricing/ page's table: price, allowance and each feature, one column a plan. */
export function PlanComparison() {
  return (
    <section className="section plan-comparison" aria-labelledby="comparison-title">
      <div className="container">
        <h2 id="comparison-title" className="comparison-title">
          Compare the plans
        </h2>
        <div className="comparison-scroll">
          <table className="comparison-table">
            <thead>
              <tr>
                <td />
                {PLAN_ORDER.map((id) => (
                  <th key={id} scope="col">
                    {PLANS[id].name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Price</th>
                {PLAN_ORDER.map((id) => (
                  <td key={id}>
                    {formatPrice(PLANS[id].monthlyPriceCents)} {pricing.perMonth}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">AI credits</th>
                {PLAN_ORDER.map((id) => (
                  <td key={id}>
                    {PLANS[id].monthlyCredits} {pricing.perMonth}
                  </td>
                ))}
              </tr>
              {comparedFeatures().map((feature) => (
                <tr key={feature}>
                  <th scope="row">{planFeatureLabels[feature]}</th>
                  {PLAN_ORDER.map((id) => (
                    <td key={id} data-included={planHasFeature(id, feature) ? 'yes' : 'no'}>
                      {planHasFeature(id, feature) ? (
                        <>
                          <span aria-hidden="true">✓</span>
                          <span className="visually-hidden">Included</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">Not included</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
