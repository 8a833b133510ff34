import type { ClassInsights } from '@quizwise/contract';
import { effective } from '../lib/grading.js';
import { percent } from '../lib/percent.js';
import { flattenQuestions } from '../lib/questions.js';
import type { AssignmentRow, AttemptRow } from './results.repository.js';

type SkillScore = ClassInsights['skills'][number];

class SkillTally {
  private readonly bySkill = new Map<string, { correct: number; total: number }>();
  add(skill: string, correct: boolean): void {
    const entry = this.bySkill.get(skill) ?? { correct: 0, total: 0 };
    entry.total += 1;
    if (correct) entry.correct += 1;
    this.bySkill.set(skill, entry);
  }
  scores(): SkillScore[] {
    return [...this.bySkill]
      .map(([skill, e]) => ({
        skill,
        correct: e.correct,
        total: e.total,
        percentage: percent(e.correct, e.total),
      }))
      .sort((a, b) => a.percentage - b.percentage || b.total - a.total || a.skill.localeCompare(b.skill));
  }
}

function mean(values: number[]): number | null {
  return values.length === 0
    ? null
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The written analysis: built from the numbers, so it is instant and never invents anything. */
function writeAnalysis(insights: Omit<ClassInsights, 'analysis'>): string {
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
  const weak = insights.skills.filter((s) => s.percentage < 60).slice(0, 3);
  if (weak.length > 0)
    parts.push(
      `Needs work: ${list(weak.map((s) => `${s.skill} (${s.percentage}%)`))}; a follow-up quiz on ${weak.length === 1 ? 'it' : 'these'} is the quickest win.`,
    );
  else if (insights.skills.length > 0) parts.push('No skill is below 60%.');
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

/**
 * Skills per class and per student, the class's skills on each assignment in order (development over
 * time), the weakest skills and a written analysis, from every submitted attempt (teacher overrides
 * included).
 */
export function classInsights(
  classId: number,
  rows: { attempt: AttemptRow; assignment: AssignmentRow }[],
): ClassInsights {
  const classTally = new SkillTally();
  const students = new Map<
    string,
    { id: number | null; name: string; tally: SkillTally; percentages: number[] }
  >();
  const assignments = new Map<number, { row: AssignmentRow; tally: SkillTally; percentages: number[] }>();
  const skillsByAssignment = new Map<number, Map<number, string>>();
  for (const { attempt, assignment } of rows) {
    let skills = skillsByAssignment.get(assignment.id);
    if (!skills) {
      skills = new Map(
        flattenQuestions(assignment.questionSets).map((q) => [q.key, q.question.skill?.trim() || 'General']),
      );
      skillsByAssignment.set(assignment.id, skills);
    }
    const key =
      attempt.studentId !== null ? `id:${attempt.studentId}` : `name:${attempt.studentName.toLowerCase()}`;
    const student = students.get(key) ?? {
      id: attempt.studentId,
      name: attempt.studentName,
      tally: new SkillTally(),
      percentages: [],
    };
    const perAssignment = assignments.get(assignment.id) ?? {
      row: assignment,
      tally: new SkillTally(),
      percentages: [],
    };
    for (const mark of attempt.marks ?? []) {
      const skill = skills.get(mark.key) ?? 'General';
      const right = effective(mark);
      classTally.add(skill, right);
      student.tally.add(skill, right);
      perAssignment.tally.add(skill, right);
    }
    const pct = percent(attempt.score ?? 0, attempt.maxScore ?? 0);
    student.percentages.push(pct);
    perAssignment.percentages.push(pct);
    students.set(key, student);
    assignments.set(assignment.id, perAssignment);
  }
  const skills = classTally.scores();
  const base: Omit<ClassInsights, 'analysis'> = {
    class_id: classId,
    attempts: rows.length,
    average_percentage: mean(rows.map(({ attempt }) => percent(attempt.score ?? 0, attempt.maxScore ?? 0))),
    skills,
    students: [...students.values()]
      .map((s) => ({
        student_id: s.id,
        name: s.name,
        attempts: s.percentages.length,
        average_percentage: mean(s.percentages),
        skills: s.tally.scores(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    over_time: [...assignments.values()].map((a) => ({
      assignment_id: a.row.id,
      title: a.row.title,
      date: (a.row.opensAt ?? a.row.createdAt).toISOString(),
      average_percentage: mean(a.percentages) ?? 0,
      skills: a.tally.scores(),
    })),
    weakest_skills: skills
      .filter((s) => s.percentage < 100)
      .slice(0, 3)
      .map((s) => s.skill),
  };
  return { ...base, analysis: writeAnalysis(base) };
}

/**
 * The material for a follow-up quiz: the passages (or, without one, the question and its answer)
 * behind the questions on the weakest skills, from every quiz the class has taken.
 */
export function followUpMaterial(rows: { assignment: AssignmentRow }[], weakest: string[]): string {
  const wanted = new Set(weakest);
  const seen = new Set<number>();
  const parts = new Set<string>();
  for (const { assignment } of rows) {
    if (seen.has(assignment.id)) continue;
    seen.add(assignment.id);
    for (const q of flattenQuestions(assignment.questionSets)) {
      if (!wanted.has(q.question.skill?.trim() || 'General')) continue;
      parts.add(q.question.source?.trim() || `${q.question.question} ${q.question.answer}.`);
      if (q.question.explanation) parts.add(q.question.explanation);
    }
  }
  return [...parts].join('\n\n');
}
