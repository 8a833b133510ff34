import { ComingSoon } from '../../components/coming-soon.js';

export function RawTextPage() {
  return <ComingSoon title="Raw text" />;
}
