import type { ClassInsights } from '@quizwise/contract';
import { describe, expect, it } from 'vitest';
import { writeAnalysis } from './insights-analysis.js';

type Insights = Omit<ClassInsights, 'analysis'>;
const score = (skill: string, correct: number, total: number) => ({
  skill,
  correct,
  total,
  percentage: Math.round((correct / total) * 1000) / 10,
});
const student = (name: string, skills: ReturnType<typeof score>[]) => ({
  student_id: null,
  name,
  attempts: 1,
  average_percentage: 80,
  skills,
});

function insightsOf(students: Insights['students'], skills: Insights['skills']): Insights {
  return {
    class_id: 1,
    attempts: students.length,
    average_percentage: 80,
    skills,
    students,
    over_time: [
      { assignment_id: 1, title: 'Cells', date: '2026-01-01T00:00:00.000Z', average_percentage: 80, skills },
    ],
    weakest_skills: [],
  };
}

describe('writeAnalysis', () => {
  it('never says no skill is weak while a student is at 0% in one (the table would contradict it)', () => {
    // Four students at 100% and one at 0% in Osmosis: the class is at 80%, the student at 0%.
    const students = [
      ...['Ana', 'Ben', 'Cleo', 'Dev'].map((name) => student(name, [score('Osmosis', 1, 1)])),
      student('Eli', [score('Osmosis', 0, 1)]),
    ];
    const analysis = writeAnalysis(insightsOf(students, [score('Osmosis', 4, 5)]));
    expect(analysis).not.toContain('No skill is below');
    expect(analysis).toContain('1 student is below 60% in a skill: Eli in Osmosis (0%)');
  });

  it('says every skill is fine only when it is, for the class and every student', () => {
    const students = ['Ana', 'Ben'].map((name) => student(name, [score('Osmosis', 2, 3)]));
    expect(writeAnalysis(insightsOf(students, [score('Osmosis', 4, 6)]))).toContain(
      'Every skill is at 60% or above, for the class and for each student.',
    );
  });

  it('names the class-wide weak skills from the same numbers as the table', () => {
    const students = ['Ana', 'Ben'].map((name) => student(name, [score('Diffusion', 1, 2)]));
    const analysis = writeAnalysis(insightsOf(students, [score('Diffusion', 2, 4)]));
    expect(analysis).toContain('Needs work: Diffusion (50%)');
  });
});
