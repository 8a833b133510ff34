import { ComingSoon } from '../../components/coming-soon.js';

export function ProgressPage() {
  return <ComingSoon title="Progress" />;
}
