import { ComingSoon } from '../../components/coming-soon.js';

export function DiagramPage() {
  return <ComingSoon title="Diagram" />;
}
