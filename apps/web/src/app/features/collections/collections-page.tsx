import { ComingSoon } from '../../components/coming-soon.js';

export function CollectionsPage() {
  return <ComingSoon title="Collections" />;
}
