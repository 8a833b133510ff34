import type { QuestionType } from '@quizwise/contract';
import { Coins, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../api/get-me.js';
import { PageHeader } from '../../components/page-header.js';
import { FormAlert } from '../../components/form.js';
import { useToast } from '../../components/toast.js';
import { ApiError } from '../../lib/api-error.js';
import { plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useGenerateQuiz } from './api/generate-quiz.js';
import { useQuizCapacity } from './api/quiz-capacity.js';
import { GenerationProgress } from './components/generation-progress.js';
import { newProgressKey, useGenerationProgress } from './api/generation-progress.js';
import { MaterialPicker, type MaterialSource } from './components/material-picker.js';
import { TypeOptions } from './components/type-options.js';
import { costPreview } from './lib/cost.js';
import {
  capacityInput,
  fillableQuestions,
  formProblems,
  generateBody,
  hasLibraryMaterial,
  initialGeneratorForm,
  quizOptionsFrom,
  type GeneratorForm,
} from './lib/generator-form.js';
import './generate.css';

function idParam(params: URLSearchParams, name: string): number[] {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? [value] : [];
}

/** What the generator keeps in its history entry, so "back" from the editor finds the form as it was. */
interface GeneratorEntryState {
  form?: GeneratorForm;
  source?: MaterialSource;
}

function savedEntry(state: unknown): GeneratorEntryState {
  if (!state || typeof state !== 'object') return {};
  const { form, source } = state as GeneratorEntryState;
  return form && typeof form === 'object' && 'material' in form && 'types' in form
    ? { form, ...(source ? { source } : {}) }
    : {};
}

/**
 * The quiz generator: material, question types, the cost before spending and a progress indicator;
 * the generated quiz then opens in the editor (the quizzes feature's "new quiz" screen), unsaved.
 * Opened with `?collection=`, `?raw_text=`, `?study_note=` or `?diagram=` to start from that item.
 */
export function GeneratePage() {
  // A new history entry (another link to the generator) starts afresh.
  return <Generator key={useLocation().key} />;
}

function Generator() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const saved = savedEntry(location.state);
  const [form, setForm] = useState<GeneratorForm>(
    () =>
      saved.form ??
      initialGeneratorForm({
        collectionId: idParam(params, 'collection')[0] ?? null,
        rawTextIds: idParam(params, 'raw_text'),
        studyNoteIds: idParam(params, 'study_note'),
        diagramIds: idParam(params, 'diagram'),
      }),
  );
  const [source, setSource] = useState<MaterialSource>(
    () => saved.source ?? (hasLibraryMaterial(form.material) ? 'library' : 'paste'),
  );
  const [attempted, setAttempted] = useState(false);
  const generate = useGenerateQuiz();
  const [progressKey, setProgressKey] = useState<string | null>(null);
  const live = useGenerationProgress(generate.isPending ? progressKey : null).data;
  const me = useMe();

  const options = useMemo(() => quizOptionsFrom(form.types), [form.types]);
  // What the engine can fill from the material, asked once typing pauses (free, nothing stored).
  const material = useDebouncedValue(form.material, 600);
  const capacity = useQuizCapacity(useMemo(() => capacityInput(material), [material])).data;
  const fillable = fillableQuestions(capacity, form.types);
  const nothingToFill = fillable === 0 && options.length > 0;
  const cost = costPreview(options);
  const problems = attempted ? formProblems(form) : null;
  const balance = me.data?.credits;
  const short = balance !== undefined && balance < cost.credits;

  const start = () => {
    setAttempted(true);
    const body = generateBody(form);
    if (!body) return;
    const key = newProgressKey();
    setProgressKey(key);
    generate.mutate(
      { ...body, progress_key: key },
      {
        onSuccess: (generated) => {
          // Keep the form in this history entry, then open the quiz; "back" returns to the form as it was.
          void navigate(
            { pathname: location.pathname, search: location.search },
            { replace: true, state: { form, source } satisfies GeneratorEntryState },
          );
          // The same material and options as a quiz already saved from them: that quiz, free.
          if (typeof generated.quiz_id === 'number') {
            toast('You already saved this quiz, so nothing was charged. Here it is.');
            void navigate(paths.quiz.href(generated.quiz_id));
            return;
          }
          // The server keeps the paid quiz as a draft: open it by its URL, so a new tab finds it too.
          if (typeof generated.draft_id === 'number') {
            // The same material and options again give the same quiz: the draft they have, free.
            if (generated.credits_used === 0)
              toast('You already have this quiz as a draft, so nothing was charged. Here it is.');
            void navigate(paths.quizDraft.href(generated.draft_id));
            return;
          }
          void navigate(paths.newQuiz.href(), {
            state: {
              draft: {
                title: generated.title,
                sets: generated.question_sets,
                material: body.input_data,
                collection: form.material.collectionId,
                warnings: generated.warnings,
              },
            },
          });
        },
      },
    );
  };

  const generateError =
    generate.error instanceof ApiError &&
    generate.error.kind !== 'payment-required' &&
    generate.error.kind !== 'signed-out'
      ? [
          ...Object.entries(generate.error.fieldErrors).flatMap(([, messages]) => messages),
          ...(Object.keys(generate.error.fieldErrors).length === 0 ? [generate.error.message] : []),
        ]
      : generate.error instanceof ApiError &&
          generate.error.kind === 'payment-required' &&
          generate.error.payment
        ? [
            `Not enough credits: this quiz needs ${plural(generate.error.payment.required, 'credit')} and you have ${plural(generate.error.payment.credits, 'credit')}. Choose fewer questions, or see your credits.`,
          ]
        : undefined;

  return (
    <div className="page generate-page">
      <PageHeader
        title="Generate a quiz"
        description="Turn your notes into practice questions in seconds. Each quiz you generate is kept in your Drafts for 30 days until you save it."
      />
      {generate.isPending ? (
        <GenerationProgress questions={cost.questions} retrying={generate.failureCount > 0} live={live} />
      ) : (
        <div className="gen-layout">
          <div className="gen-main">
            <MaterialPicker
              source={source}
              onSourceChange={setSource}
              material={form.material}
              onChange={(material) => setForm((current) => ({ ...current, material }))}
              error={problems?.material}
            />
            <TypeOptions
              types={form.types}
              onChange={(type: QuestionType, choice) =>
                setForm((current) => ({ ...current, types: { ...current.types, [type]: choice } }))
              }
              error={problems?.types}
              specifiedErrors={problems?.specified ?? {}}
              diagramsAvailable={form.material.diagramIds.length > 0 || form.material.collectionId !== null}
              capacity={capacity}
            />
          </div>
          <aside className="gen-summary card card-pad" aria-labelledby="gen-summary-title">
            <h2 id="gen-summary-title" className="gen-step">
              <span className="gen-step-number" aria-hidden="true">
                3
              </span>
              Generate
            </h2>
            <dl className="gen-figures">
              <div>
                <dt>Questions</dt>
                <dd>up to {cost.questions}</dd>
              </div>
              {fillable !== null ? (
                <div>
                  <dt>From this material</dt>
                  <dd className={fillable < cost.questions ? 'is-short' : undefined}>about {fillable}</dd>
                </div>
              ) : null}
              <div>
                <dt>Cost</dt>
                <dd>
                  <Coins aria-hidden="true" size={18} /> {plural(cost.credits, 'credit')}
                </dd>
              </div>
              <div>
                <dt>Your balance</dt>
                <dd className={short ? 'is-short' : undefined}>
                  {balance === undefined ? '…' : plural(balance, 'credit')}
                </dd>
              </div>
            </dl>
            <p className="muted gen-rule">
              One credit for every 20 questions. Nothing is charged if generation fails. The quiz is kept in
              your Drafts until you save it, so closing the tab does not lose it.
            </p>
            {nothingToFill ? (
              <p className="field-error" id="gen-nothing">
                The built-in engine can make none of the chosen types from this material: choose other types,
                turn Higher order off, or add material.
              </p>
            ) : null}
            <FormAlert messages={generateError} />
            <button
              type="button"
              className="btn btn-primary btn-large gen-go"
              onClick={start}
              disabled={options.length === 0 || nothingToFill}
              aria-describedby={nothingToFill ? 'gen-nothing' : undefined}
            >
              <Sparkles aria-hidden="true" size={18} /> Generate quiz · {plural(cost.credits, 'credit')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
