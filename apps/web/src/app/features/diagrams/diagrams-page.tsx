import { ComingSoon } from '../../components/coming-soon.js';

export function DiagramsPage() {
  return <ComingSoon title="Diagrams" />;
}
