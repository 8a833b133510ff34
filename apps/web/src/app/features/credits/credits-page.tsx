import { ComingSoon } from '../../components/coming-soon.js';

export function CreditsPage() {
  return <ComingSoon title="Credits" />;
}
