import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { Dialog } from '../components/dialog.js';
import { useAppServices } from '../lib/app-context.js';
import { plural } from '../lib/format.js';
import { paths } from '../paths.js';

/**
 * What any 402 leads to: the balance, what the action costs, and where to get credits, instead of a
 * broken screen. Opened by the client middleware through `showPayment`.
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
      <p className="dialog-note">
        Generating questions costs one credit for every 20 questions. Choose fewer questions, or see your
        credits and plan.
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={close}>
          Close
        </button>
        <Link className="btn btn-primary" to={paths.credits.href()} onClick={close}>
          <Coins aria-hidden="true" size={16} />
          See credits
        </Link>
      </div>
    </Dialog>
  );
}
