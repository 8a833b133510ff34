import type { ClassInsights } from '@quizwise/contract';
import { effective } from '../lib/grading.js';
import { percent } from '../lib/percent.js';
import { flattenQuestions, skillsByKey } from '../lib/questions.js';
import { writeAnalysis } from './insights-analysis.js';
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
      const labels = skillsByKey(assignment.questionSets);
      skills = new Map(
        flattenQuestions(assignment.questionSets).map((q) => [q.key, labels[q.key] ?? 'General']),
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
 * The material for a follow-up quiz: the passages (or, without one, the question and its answer) behind
 * every question of the quizzes the class has taken, those on the weakest skills (as the insights name
 * them) first. The weak skills' own passages are often only two or three sentences; the rest of the same
 * quizzes' material lets the quiz reach a useful length, and the engine still aims at the weak skills.
 */
export function followUpMaterial(rows: { assignment: AssignmentRow }[], weakest: string[]): string {
  const wanted = new Set(weakest);
  const seen = new Set<number>();
  const onWeak = new Set<string>();
  const others = new Set<string>();
  for (const { assignment } of rows) {
    if (seen.has(assignment.id)) continue;
    seen.add(assignment.id);
    const labels = skillsByKey(assignment.questionSets);
    for (const q of flattenQuestions(assignment.questionSets)) {
      const parts = wanted.has(labels[q.key] ?? '') ? onWeak : others;
      parts.add(q.question.source?.trim() || `${q.question.question} ${q.question.answer}.`);
      if (q.question.explanation) parts.add(q.question.explanation);
    }
  }
  return [...onWeak, ...[...others].filter((part) => !onWeak.has(part))].join('\n\n');
}
