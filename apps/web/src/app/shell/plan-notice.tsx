import { Info } from 'lucide-react';
import { useDismissPlanNotice, usePlan } from '../api/get-plan.js';

/**
 * The one-time plan message ("Your Professional trial ended on …; you are on Free …"), shown above
 * every page until the user dismisses it; dismissing it is remembered on the server, so it does not
 * come back on another device.
 */
export function PlanNotice() {
  const plan = usePlan();
  const dismiss = useDismissPlanNotice();
  const notice = plan.data?.notice;
  if (!notice) return null;
  return (
    <div className="plan-notice" role="status">
      <p className="plan-notice-text">
        <Info aria-hidden="true" size={18} />
        <span>{notice.message}</span>
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        Got it
      </button>
    </div>
  );
}
