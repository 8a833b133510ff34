import {
  BookOpenText,
  Brain,
  ChartLine,
  Coins,
  FileText,
  FolderOpen,
  House,
  ListChecks,
  MessagesSquare,
  Radio,
  Sparkles,
  School,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../paths.js';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Exact match only (the dashboard), so it is not "current" on every page. */
  end?: boolean;
  /** A live count next to the label. */
  badge?: 'review-due';
}

export interface NavGroup {
  label: string | null;
  items: NavItem[];
}

/** The navigation, in order. A feature that needs a nav entry adds one line to a group here. */
export const navGroups: NavGroup[] = [
  { label: null, items: [{ label: 'Home', href: paths.home.href(), icon: House, end: true }] },
  {
    label: 'Library',
    items: [
      { label: 'Raw texts', href: paths.rawTexts.href(), icon: FileText },
      { label: 'Study notes', href: paths.studyNotes.href(), icon: BookOpenText },
      { label: 'Diagrams', href: paths.diagrams.href(), icon: Tags },
      { label: 'Quizzes', href: paths.quizzes.href(), icon: ListChecks },
      { label: 'Collections', href: paths.collections.href(), icon: FolderOpen },
    ],
  },
  {
    label: 'Study',
    items: [
      { label: 'Generate a quiz', href: paths.generate.href(), icon: Sparkles },
      { label: 'Review', href: paths.review.href(), icon: Brain, badge: 'review-due' },
      { label: 'Chat', href: paths.chats.href(), icon: MessagesSquare },
      { label: 'Progress', href: paths.progress.href(), icon: ChartLine },
      { label: 'Classes', href: paths.classes.href(), icon: School },
      { label: 'Live game', href: paths.live.href(), icon: Radio },
    ],
  },
  { label: 'Account', items: [{ label: 'Credits', href: paths.credits.href(), icon: Coins }] },
];
