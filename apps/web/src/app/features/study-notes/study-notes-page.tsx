import { ComingSoon } from '../../components/coming-soon.js';

export function StudyNotesPage() {
  return <ComingSoon title="Study notes" />;
}
