import { ComingSoon } from '../../components/coming-soon.js';

export function StudyNotePage() {
  return <ComingSoon title="Study note" />;
}
