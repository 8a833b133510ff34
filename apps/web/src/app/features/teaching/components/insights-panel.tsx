import { BarChart3, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.js';
import { useToast } from '../../../components/toast.js';
import { SkillTable } from '../../../components/skill-table.js';
import { formErrorsFrom } from '../../../lib/form-errors.js';
import { percent, plural } from '../../../lib/format.js';
import { creditsForQuestions, FOLLOW_UP_QUIZ_QUESTIONS } from '@quizwise/contract';
import { paths } from '../../../paths.js';
import { useFollowUpQuiz, useInsights } from '../api/insights.js';
import { TableScroll } from '../../../components/table-scroll.js';

/** Below this many questions a follow-up quiz is too short to practise a skill: said before the click. */
const FOLLOW_UP_USEFUL = 5;

// The chart library is large; it loads only when there are results to chart.
const ClassCharts = lazy(() => import('./class-charts.js'));

/** Progress insights for a class: written analysis, skills per class and per student, over time, follow-up quiz. */
export function InsightsPanel({ classId }: { classId: number }) {
  const insights = useInsights(classId);
  const followUp = useFollowUpQuiz(classId);
  const navigate = useNavigate();
  const toast = useToast();
  const [followUpError, setFollowUpError] = useState<string | null>(null);

  if (insights.isPending) return <LoadingState label="Working out the class's skills…" />;
  if (insights.error) return <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />;
  const data = insights.data;
  // What the class's material can fill, known before the click (null: a language model, not known).
  const fillable = data.follow_up_questions ?? null;
  const questions =
    fillable === null ? FOLLOW_UP_QUIZ_QUESTIONS : Math.min(FOLLOW_UP_QUIZ_QUESTIONS, fillable);
  const skillsNamed = data.weakest_skills.slice(0, 2).join(', ') || 'weak skills';

  const makeFollowUp = () => {
    setFollowUpError(null);
    followUp.mutate(
      { questions },
      {
        onSuccess: (quiz) => {
          toast(`"${quiz.title}" was saved to your quizzes.`);
          void navigate(paths.quiz.href(quiz.id));
        },
        onError: (error) => {
          const messages = Object.values(formErrorsFrom(error)).flat();
          if (messages.length > 0) setFollowUpError(messages.join(' '));
        },
      },
    );
  };

  return (
    <section className="card card-pad section" aria-labelledby="insights-title">
      <div className="section-head">
        <h2 id="insights-title" className="section-title">
          Progress insights
        </h2>
        {data.attempts > 0 ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={makeFollowUp}
            disabled={followUp.isPending || questions === 0}
            aria-describedby={
              fillable !== null && fillable < FOLLOW_UP_USEFUL ? 'follow-up-short' : undefined
            }
          >
            <Sparkles aria-hidden="true" size={18} />{' '}
            {followUp.isPending
              ? 'Generating…'
              : questions === 0
                ? `Follow-up quiz on ${skillsNamed} · not enough material`
                : `Follow-up quiz on ${skillsNamed} · ${plural(questions, 'question')} · ${plural(creditsForQuestions(questions), 'credit')}`}
          </button>
        ) : null}
      </div>
      {data.attempts > 0 && fillable !== null && fillable < FOLLOW_UP_USEFUL ? (
        <p id="follow-up-short" className="field-hint">
          {fillable === 0
            ? 'The material behind these quizzes is too thin for a follow-up quiz on these skills. Add the material to the quiz’s collection, or generate a quiz from new material.'
            : `The material behind these quizzes makes only ${plural(fillable, 'question')} on these skills. Add the material to the quiz’s collection for a longer follow-up.`}
        </p>
      ) : null}
      {followUpError ? (
        <p role="alert" className="form-alert">
          {followUpError}
        </p>
      ) : null}
      {data.attempts === 0 ? (
        <EmptyState icon={<BarChart3 aria-hidden="true" />} title="No results yet">
          {data.analysis}
        </EmptyState>
      ) : (
        <>
          <p className="teaching-analysis">{data.analysis}</p>
          <Suspense fallback={<LoadingState label="Drawing charts…" />}>
            <ClassCharts insights={data} />
          </Suspense>
          <h3 className="teaching-subtitle">Skills</h3>
          <SkillTable
            label="Class results by skill"
            rows={data.skills.map((skill) => ({
              ...skill,
              trend: data.over_time
                .map((point) => point.skills.find((s) => s.skill === skill.skill)?.percentage)
                .filter((value): value is number => typeof value === 'number'),
            }))}
          />
          <h3 className="teaching-subtitle">Students</h3>
          <TableScroll label="Students' skills">
            <table className="table table-cards">
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col" className="num">
                    Attempts
                  </th>
                  <th scope="col" className="num">
                    Average
                  </th>
                  <th scope="col">Weakest skills</th>
                </tr>
              </thead>
              <tbody>
                {data.students.map((student) => (
                  <tr key={`${student.student_id ?? 'name'}-${student.name}`}>
                    <th scope="row">{student.name}</th>
                    <td className="num" data-label="Attempts">
                      {student.attempts}
                    </td>
                    <td className="num" data-label="Average">
                      {percent(student.average_percentage)}
                    </td>
                    <td data-label="Weakest skills">
                      {student.skills
                        .filter((s) => s.percentage < 100)
                        .slice(0, 3)
                        .map((s) => `${s.skill} (${percent(s.percentage)})`)
                        .join(', ') || 'None'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
