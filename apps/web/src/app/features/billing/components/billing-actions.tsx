import { useId } from 'react';
import { Check, CreditCard, Sparkles } from 'lucide-react';
import type { BillingPack, BillingProduct } from '@quizwise/contract';
import { FormAlert } from '../../../components/form.js';
import { formErrorsFrom, otherErrors } from '../../../lib/form-errors.js';
import { useBilling } from '../api/get-billing.js';
import { useOpenPortal } from '../api/open-portal.js';
import { useStartCheckout } from '../api/start-checkout.js';
import '../billing.css';

export interface BillingActionsProps {
  /** The level of the headings inside, so the block fits the page or dialog it is placed in. */
  headingLevel?: 2 | 3;
}

/**
 * What a user can buy, self-contained for any screen (Billing page, credits page, the zero-credit
 * dialog): "Upgrade to Professional" unless subscribed, the credit packs with their prices, and
 * "Manage subscription" once there is something to manage. Renders nothing while loading or when
 * this server takes no payments (no Stripe key): nothing to buy is better than a dead button.
 */
export function BillingActions({ headingLevel = 2 }: BillingActionsProps) {
  const billing = useBilling();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const packsTitle = useId();
  const offerTitle = useId();
  const Heading = `h${headingLevel}` as const;

  if (!billing.data?.enabled) return null;
  const { plan, professional, packs, can_manage: canManage } = billing.data;
  const busy = checkout.isPending || portal.isPending;
  const buying = checkout.isPending ? checkout.variables : undefined;
  const failure = checkout.error ?? portal.error;
  const buy = (product: BillingProduct) => checkout.mutate(product);

  return (
    <div className="billing-actions">
      {plan !== 'professional' ? (
        <section className="card card-pad billing-offer" aria-labelledby={offerTitle}>
          <span className="billing-icon" aria-hidden="true">
            <Sparkles size={22} />
          </span>
          <div className="billing-offer-text">
            <Heading id={offerTitle} className="section-title">
              Professional
            </Heading>
            <p className="billing-price">
              <strong>{professional.price}</strong> a month
            </p>
            <ul className="billing-highlights">
              {professional.highlights.slice(0, 3).map((highlight) => (
                <li key={highlight}>
                  <Check aria-hidden="true" size={15} /> {highlight}
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => buy('professional')}
            disabled={busy}
            aria-busy={buying === 'professional'}
          >
            {buying === 'professional' ? 'Opening checkout…' : 'Upgrade to Professional'}
          </button>
        </section>
      ) : null}

      <section className="card card-pad" aria-labelledby={packsTitle}>
        <Heading id={packsTitle} className="section-title">
          Credit packs
        </Heading>
        <p className="muted billing-note">One-off payments. Credits never expire.</p>
        <ul className="billing-packs">
          {packs.map((pack) => (
            <PackItem
              key={pack.id}
              pack={pack}
              disabled={busy}
              opening={buying === pack.id}
              onBuy={() => buy(pack.id)}
            />
          ))}
        </ul>
      </section>

      {canManage ? (
        <div className="billing-manage">
          <button type="button" className="btn btn-secondary" onClick={() => portal.mutate()} disabled={busy}>
            <CreditCard aria-hidden="true" size={16} />
            {portal.isPending
              ? 'Opening…'
              : plan === 'professional'
                ? 'Manage subscription'
                : 'Manage billing'}
          </button>
          <span className="muted">
            {plan === 'professional'
              ? 'Change or cancel your plan, update your card, download invoices.'
              : 'Update your card, download invoices.'}
          </span>
        </div>
      ) : null}

      <FormAlert messages={otherErrors(formErrorsFrom(failure), [])} />
    </div>
  );
}

function PackItem(props: { pack: BillingPack; disabled: boolean; opening: boolean; onBuy: () => void }) {
  const { pack } = props;
  return (
    <li className="billing-pack">
      <span className="billing-pack-credits">{pack.credits.toLocaleString('en-US')} credits</span>
      <span className="billing-pack-price">{pack.price}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={props.onBuy}
        disabled={props.disabled}
        aria-label={`Buy ${pack.credits} credits for ${pack.price}`}
      >
        {props.opening ? 'Opening…' : 'Buy'}
      </button>
    </li>
  );
}
