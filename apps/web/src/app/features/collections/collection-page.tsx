import { ComingSoon } from '../../components/coming-soon.js';

export function CollectionPage() {
  return <ComingSoon title="Collection" />;
}
