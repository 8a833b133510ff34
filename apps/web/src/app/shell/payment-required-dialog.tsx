import { Link } from 'react-router';
import { CalendarClock, Coins, ListMinus, UserCog } from 'lucide-react';
import { QUESTIONS_PER_CREDIT } from '@quizwise/contract';
import { Dialog } from '../components/dialog.js';
import { nextAllowanceSentence, usePlan } from '../api/get-plan.js';
import { useAppServices } from '../lib/app-context.js';
import { formatDate, plural } from '../lib/format.js';
import { paths } from '../paths.js';
import { ASK_OPERATOR, BillingActions, useBillingConfigured } from './billing-actions.js';

/**
 * What any 402 leads to: the balance, what the action costs, and always what to do next — when the
 * next allowance arrives, asking for less, and buying credits (or, with no billing here, who can add
 * them) — instead of a broken screen. Opened by the client middleware through `showPayment`.
 */
export function PaymentRequiredDialog() {
  const { payment, showPayment } = useAppServices();
  const close = () => showPayment(null);
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Not enough credits"
      size="small"
      description={
        payment
          ? `This needs ${plural(payment.required, 'credit')} and you have ${plural(payment.credits, 'credit')} left. Nothing was charged.`
          : ''
      }
    >
      <div className="payment-figures" aria-hidden="true">
        <div>
          <span className="figure-label">Your balance</span>
          <span className="figure-value">{payment?.credits ?? 0}</span>
        </div>
        <div>
          <span className="figure-label">This costs</span>
          <span className="figure-value">{payment?.required ?? 0}</span>
        </div>
      </div>
      {payment ? <NextSteps onNavigate={close} /> : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={close}>
          Close
        </button>
        <Link className="btn btn-primary" to={paths.credits.href()} onClick={close}>
          <Coins aria-hidden="true" size={16} />
          See credits and plan
        </Link>
      </div>
    </Dialog>
  );
}

function NextSteps({ onNavigate }: { onNavigate: () => void }) {
  const plan = usePlan();
  const billing = useBillingConfigured();
  const allowance = plan.data ? nextAllowanceSentence(plan.data, formatDate) : null;
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h3 id="next-steps-title" className="next-steps-title">
        What you can do
      </h3>
      <ul className="next-steps-list">
        {allowance ? (
          <li>
            <CalendarClock aria-hidden="true" size={18} />
            <span>{allowance}</span>
          </li>
        ) : null}
        <li>
          <ListMinus aria-hidden="true" size={18} />
          <span>Ask for fewer questions: one credit makes up to {QUESTIONS_PER_CREDIT}.</span>
        </li>
        {billing ? null : (
          <li>
            <UserCog aria-hidden="true" size={18} />
            <span>{ASK_OPERATOR}</span>
          </li>
        )}
      </ul>
      {billing ? <BillingActions context="out-of-credits" onNavigate={onNavigate} /> : null}
    </section>
  );
}
