import type { ClassInsights } from '@quizwise/contract';

/** Below this a skill "needs work", for the class and for a student alike (the table colours agree). */
export const NEEDS_WORK_BELOW = 60;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Said when no class-wide skill is weak: still true of every student? The class average can hide a
 * student at 0% in a skill, and the per-student table would contradict a plain "no skill is weak".
 */
function noClassGapSentence(students: ClassInsights['students']): string {
  const gaps = students.flatMap((student) =>
    student.skills
      .filter((skill) => skill.percentage < NEEDS_WORK_BELOW)
      .map((skill) => ({ name: student.name, skill: skill.skill, percentage: skill.percentage })),
  );
  if (gaps.length === 0)
    return `Every skill is at ${NEEDS_WORK_BELOW}% or above, for the class and for each student.`;
  const who = new Set(gaps.map((gap) => gap.name)).size;
  const shown = [...gaps].sort((a, b) => a.percentage - b.percentage).slice(0, 3);
  return `As a class, every skill is at ${NEEDS_WORK_BELOW}% or above, but ${who} student${who === 1 ? ' is' : 's are'} below ${NEEDS_WORK_BELOW}% in a skill: ${list(shown.map((gap) => `${gap.name} in ${gap.skill} (${gap.percentage}%)`))}${gaps.length > shown.length ? ' and more' : ''}.`;
}

/** The written analysis: built from the numbers, so it is instant and never invents anything. */
export function writeAnalysis(insights: Omit<ClassInsights, 'analysis'>): string {
  if (insights.attempts === 0)
    return 'No results yet. Once students submit a quiz set for this class, their skills appear here.';
  const parts: string[] = [];
  const quizzes = insights.over_time.length;
  parts.push(
    `Across ${insights.attempts} submitted attempt${insights.attempts === 1 ? '' : 's'} on ${quizzes} quiz${quizzes === 1 ? '' : 'zes'}, the class averaged ${insights.average_percentage ?? 0}%.`,
  );
  const strong = [...insights.skills]
    .reverse()
    .filter((s) => s.percentage >= 75)
    .slice(0, 3);
  if (strong.length > 0)
    parts.push(`Strongest: ${list(strong.map((s) => `${s.skill} (${s.percentage}%)`))}.`);
  const weak = insights.skills.filter((s) => s.percentage < NEEDS_WORK_BELOW).slice(0, 3);
  if (weak.length > 0)
    parts.push(
      `Needs work: ${list(weak.map((s) => `${s.skill} (${s.percentage}%)`))}; a follow-up quiz on ${weak.length === 1 ? 'it' : 'these'} is the quickest win.`,
    );
  else if (insights.skills.length > 0) parts.push(noClassGapSentence(insights.students));
  const struggling = insights.students.filter((s) => (s.average_percentage ?? 100) < 50);
  if (struggling.length > 0)
    parts.push(
      `${struggling.length} student${struggling.length === 1 ? ' is' : 's are'} averaging under 50%: ${list(struggling.slice(0, 5).map((s) => s.name))}${struggling.length > 5 ? ' and others' : ''}.`,
    );
  if (quizzes >= 2) {
    const first = insights.over_time[0];
    const last = insights.over_time[quizzes - 1];
    if (first && last) {
      const change = Math.round((last.average_percentage - first.average_percentage) * 10) / 10;
      if (Math.abs(change) < 5) parts.push(`Scores held steady from "${first.title}" to "${last.title}".`);
      else
        parts.push(
          `Scores ${change > 0 ? 'rose' : 'fell'} by ${Math.abs(change)} points from "${first.title}" (${first.average_percentage}%) to "${last.title}" (${last.average_percentage}%).`,
        );
    }
  }
  return parts.join(' ');
}
