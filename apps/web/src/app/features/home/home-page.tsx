import { ComingSoon } from '../../components/coming-soon.js';

export function HomePage() {
  return <ComingSoon title="Home" />;
}
