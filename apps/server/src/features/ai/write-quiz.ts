import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Question, QuestionType, QuizOption } from '@quizwise/contract';
import {
  balanceTrueFalse,
  CUE_FIXES,
  DROP_REASONS,
  gateQuestion,
  indexMaterial,
  planMaterial,
  QuizLedger,
  spreadCount,
  spreadKeys,
  verifierAgrees,
  withoutKey,
  type Cue,
  type DropReason,
  type GenerationStep,
  type IndexedMaterial,
  type PlannedSection,
} from '@quizwise/quiz-engine';
import { formulasIn } from '@quizwise/contract';
import { ApiError } from '../../lib/errors.js';
import type { ModelCaller } from './model-calls.js';
import { generationPrompt, repairPrompt, rewritePrompt, verifierPrompt } from './prompts.js';

/** A part that holds a formula (`$…$`, `\ce{…}`) asks the model to write formulas the same way. */
const hasFormulas = (text: string): boolean => formulasIn(text).length > 0;

/**
 * What the model is asked to return. Loose on purpose: each question is then checked one by one by the
 * engine's quality gate, so one bad item drops only itself.
 */
export const DraftQuiz = z.object({
  title: z.string().default(''),
  questions: z.array(z.record(z.string(), z.unknown())),
});

const VerifierReply = z.object({
  answers: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      answer: z.string().nullish(),
      problem: z.string().nullish(),
    }),
  ),
});

export const TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'multiple-choice',
  true_false: 'true/false',
  short_answer: 'short-answer',
  fill_in_the_blank: 'fill-in-the-blank',
  scenario_based: 'scenario',
  diagram_labelling: 'diagram-labelling',
};

/** Extra questions asked for beyond those wanted: the gate drops some, so over-ask by about two fifths. */
export function overAsk(want: number): number {
  return want + Math.max(2, Math.ceil(want * 0.4));
}

/** The longest part of the material sent in one call: about 10k tokens, within every current model's window. */
export const PART_CHARS = 40_000;

export type WriteProgress = GenerationStep;

export interface SetRequest {
  option: QuizOption;
  want: number;
}

export interface WrittenSet {
  option: QuizOption;
  want: number;
  questions: Question[];
  /** Why questions were dropped: reason → how many. */
  dropped: Partial<Record<DropReason, number>>;
  /** The set could not be written at all (the model failed or refused); the others still count. */
  failure: ApiError | null;
}

interface Candidate {
  question: Question;
  part: number;
  needsVerifier: boolean;
  /** What a rewrite must remove (sent back once). */
  cues?: Cue[];
}

function seedOf(text: string, seed: number | undefined): number {
  if (seed !== undefined) return seed;
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

function materialPrompt(part: PlannedSection, total: number): string {
  return total > 1 ? `Study material (${part.title}):\n\n${part.text}` : `Study material:\n\n${part.text}`;
}

/**
 * Writes every text question set of a quiz with a model and checks it as carefully as the embedded
 * engine's own: the material planned by section with the concept map, each part asked for its share of
 * the questions (over-asked); every question through the engine's gate; cue-laden items sent back once
 * for a rewrite; duplicates across all sets dropped; one top-up for a shortfall; higher-order questions
 * answered by an independent verifier call without the key, and those it answers differently repaired
 * once or dropped; options shuffled with the key's position spread; true/false balanced.
 */
export async function writeQuizWithModel(
  model: ModelCaller,
  text: string,
  requests: SetRequest[],
  options: { seed?: number; focusSkills?: string[]; onProgress?: (p: WriteProgress) => void } = {},
): Promise<{ title: string; sets: WrittenSet[] }> {
  const plan = planMaterial(text, PART_CHARS);
  const parts = plan.sections;
  const material: IndexedMaterial = indexMaterial(text);
  const focus = options.focusSkills ?? [];
  const sizes = parts.map((p) => p.text.length);
  const ledger = new QuizLedger();
  let title = '';
  const wanted = requests.reduce((n, r) => n + r.want, 0);
  let checked = 0;
  const progress = (stage: WriteProgress['stage']) =>
    options.onProgress?.({ stage, done: checked, total: wanted });

  const state = requests.map((request) => ({
    request,
    candidates: [] as Candidate[],
    rewrites: [] as Candidate[],
    dropped: {} as Partial<Record<DropReason, number>>,
    failure: null as ApiError | null,
  }));
  type SetState = (typeof state)[number];
  const drop = (set: SetState, reason: DropReason, n = 1) => {
    set.dropped[reason] = (set.dropped[reason] ?? 0) + n;
  };
  const fail = (set: SetState, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    set.failure ??= error;
  };
  /** Gates raw drafts into a set, in order (so the ledger's choice between two duplicates is stable). */
  const admit = (set: SetState, drafts: unknown[], part: number, rewritten: boolean) => {
    for (const draft of drafts) {
      const verdict = gateQuestion(draft, set.request.option.questionType, material);
      if (verdict.status === 'drop') {
        drop(set, verdict.reason);
        continue;
      }
      if (verdict.status === 'rewrite' && rewritten) {
        drop(set, 'cue');
        continue;
      }
      if (ledger.repeats(verdict.question)) {
        drop(set, 'duplicate');
        continue;
      }
      ledger.add(verdict.question);
      const candidate = { question: verdict.question, part, needsVerifier: verdict.needsVerifier };
      if (verdict.status === 'rewrite') set.rewrites.push({ ...candidate, cues: verdict.cues });
      else set.candidates.push(candidate);
    }
  };
  const kept = (set: SetState) => set.candidates.length + set.rewrites.length;
  /** The material of the parts these questions came from: what a follow-up call needs, not all 50 pages. */
  const materialOf = (candidates: Candidate[]) => {
    const used = [...new Set(candidates.map((c) => c.part))].sort((a, b) => a - b);
    return `Study material:\n\n${used.map((i) => parts[i]?.text ?? '').join('\n\n')}`;
  };

  // 1. Write: each set's share of each part, all calls at once (the caller queues them).
  progress('writing');
  const firstRound = await Promise.all(
    state.map((set) => {
      const { option, want } = set.request;
      const shares = spreadCount(want, sizes);
      return Promise.all(
        parts.map(async (part, i) => {
          const share = shares[i] ?? 0;
          if (share === 0) return null;
          const position = parts.length > 1 ? `part ${i + 1} of ${parts.length}` : undefined;
          try {
            return await model.json(
              generationPrompt(option.questionType, overAsk(share), option.higherOrder, focus, {
                title: part.title,
                concepts: part.concepts,
                ...(position ? { position } : {}),
                ...(hasFormulas(part.text) ? { hasFormulas: true } : {}),
              }),
              materialPrompt(part, parts.length),
              DraftQuiz,
            );
          } catch (error) {
            fail(set, error);
            return null;
          }
        }),
      );
    }),
  );
  state.forEach((set, s) => {
    (firstRound[s] ?? []).forEach((reply, part) => {
      if (!reply) return;
      title ||= reply.title.trim();
      admit(set, reply.questions, part, false);
    });
  });
  progress('checking');

  // 2. Rewrite what gives its key away or leans on an unseen sentence, and top up a shortfall: one call per set.
  await Promise.all(
    state.map(async (set) => {
      const { option, want } = set.request;
      const rewrites = set.rewrites.splice(0);
      if (rewrites.length > 0) {
        try {
          const reply = await model.json(
            rewritePrompt(),
            `${materialOf(rewrites)}\n\nQuestions to rewrite:\n${JSON.stringify(
              rewrites.map((c) => ({
                ...c.question,
                evidence: c.question.source,
                problems: (c.cues ?? []).map((cue) => CUE_FIXES[cue]),
              })),
              null,
              2,
            )}`,
            DraftQuiz,
          );
          for (const c of rewrites) ledger.forget(c.question);
          admit(set, reply.questions, rewrites[0]?.part ?? 0, true);
        } catch (error) {
          drop(set, 'cue', rewrites.length);
          if (!(error instanceof ApiError)) throw error;
        }
      }
      const short = want - kept(set);
      if (short <= 0 || (set.failure && kept(set) === 0)) return;
      // The part with the fewest questions for its size is where the top-up is written from.
      const have = parts.map((_, i) => set.candidates.filter((c) => c.part === i).length);
      const shares = spreadCount(want, sizes);
      const part = parts
        .map((_, i) => i)
        .sort(
          (a, b) => (have[a] ?? 0) - (shares[a] ?? 0) - ((have[b] ?? 0) - (shares[b] ?? 0)) || a - b,
        )[0] as number;
      const chosen = parts[part] as PlannedSection;
      const existing = set.candidates.map((c) => c.question.question);
      try {
        const reply = await model.json(
          generationPrompt(option.questionType, overAsk(short), option.higherOrder, focus, {
            title: chosen.title,
            concepts: chosen.concepts,
            ...(hasFormulas(chosen.text) ? { hasFormulas: true } : {}),
          }),
          `${materialPrompt(chosen, parts.length)}\n\nAlready asked (do not repeat these):\n${existing.map((q) => `- ${q}`).join('\n')}`,
          DraftQuiz,
        );
        admit(set, reply.questions, part, false);
        // Whatever still gives its key away after a top-up is dropped: there is no second rewrite.
        drop(set, 'cue', set.rewrites.splice(0).length);
      } catch (error) {
        fail(set, error);
      }
    }),
  );

  // 3. Verify higher-order questions: one batched call per set, answered without the keys.
  progress('verifying');
  await Promise.all(
    state.map(async (set) => {
      const toVerify = set.candidates.filter((c) => c.needsVerifier);
      if (toVerify.length === 0) return;
      const disagreed: { candidate: Candidate; answer: string }[] = [];
      // One batched call per part of the material (one call for material under 40k characters).
      const groups = [...new Set(toVerify.map((c) => c.part))].map((part) =>
        toVerify.filter((c) => c.part === part),
      );
      const unverified: Candidate[] = [];
      await Promise.all(
        groups.map(async (group) => {
          try {
            const reply = await model.json(
              verifierPrompt(),
              `${materialOf(group)}\n\nQuestions:\n${JSON.stringify(
                group.map((c, id) => ({ id: id + 1, ...withoutKey(c.question) })),
                null,
                2,
              )}`,
              VerifierReply,
            );
            const answers = new Map(reply.answers.map((a) => [String(a.id), a.answer ?? '']));
            group.forEach((candidate, i) => {
              const answer = answers.get(String(i + 1)) ?? '';
              if (!verifierAgrees(candidate.question, answer)) disagreed.push({ candidate, answer });
            });
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            unverified.push(...group);
          }
        }),
      );
      if (unverified.length > 0) {
        // Unverified higher-order questions are not shown: a wrong key is worse than a shorter quiz.
        drop(set, 'unverified', unverified.length);
        const out = new Set(unverified);
        set.candidates = set.candidates.filter((c) => !out.has(c));
        for (const c of unverified) ledger.forget(c.question);
      }
      // Disagreements in the order asked, so the repair call is the same for the same answers.
      disagreed.sort((a, b) => toVerify.indexOf(a.candidate) - toVerify.indexOf(b.candidate));
      checked += toVerify.length - disagreed.length - unverified.length;
      progress('verifying');
      if (disagreed.length === 0) return;
      const out = new Set(disagreed.map((d) => d.candidate));
      set.candidates = set.candidates.filter((c) => !out.has(c));
      for (const { candidate } of disagreed) ledger.forget(candidate.question);
      let repaired: unknown[] = [];
      try {
        const reply = await model.json(
          repairPrompt(),
          `${materialOf(disagreed.map((d) => d.candidate))}\n\nQuestions to correct:\n${JSON.stringify(
            disagreed.map(({ candidate, answer }) => ({
              ...candidate.question,
              evidence: candidate.question.source,
              independent_answer: answer,
            })),
            null,
            2,
          )}`,
          DraftQuiz,
        );
        repaired = reply.questions;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
      // A repair is kept only where the corrected key is what the independent reader answered: two
      // separate passes then agree on it.
      disagreed.forEach(({ candidate, answer }, i) => {
        const verdict = gateQuestion(repaired[i], set.request.option.questionType, material);
        if (
          verdict.status === 'keep' &&
          verifierAgrees(verdict.question, answer) &&
          !ledger.repeats(verdict.question)
        ) {
          ledger.add(verdict.question);
          set.candidates.push({ ...candidate, question: verdict.question });
        } else drop(set, 'verifier_disagrees');
      });
    }),
  );

  // 4. Choose the questions asked for, spread over the parts, balanced and shuffled.
  const seed = seedOf(text, options.seed);
  const sets: WrittenSet[] = state.map((set, s) => {
    const { option, want } = set.request;
    const byPart = parts.map((_, i) => set.candidates.filter((c) => c.part === i).map((c) => c.question));
    const ordered: Question[] = [];
    for (let round = 0; ordered.length < set.candidates.length; round += 1)
      for (const list of byPart) if (list[round]) ordered.push(list[round] as Question);
    const chosen =
      option.questionType === 'true_false' ? balanceTrueFalse(ordered, want) : ordered.slice(0, want);
    return {
      option,
      want,
      questions: spreadKeys(chosen, seed + s),
      dropped: set.dropped,
      failure: set.failure,
    };
  });
  checked = sets.reduce((n, set) => n + set.questions.length, 0);
  progress('verifying');
  return { title, sets };
}

/** A drop reason after its count: the reasons are written for one question ("was …", "a complete question"). */
function droppedAs(reason: string, count: number): string {
  if (count === 1) return reason;
  return reason.replace(/^was /, 'were ').replace('a complete question', 'complete questions');
}

/** Why a set came back shorter than asked, in plain words. */
export function shortfallWarning(set: WrittenSet): string | null {
  const label = TYPE_LABELS[set.option.questionType];
  if (set.questions.length >= set.want) return null;
  if (set.questions.length === 0 && set.failure)
    return `No ${label} questions: ${String(set.failure.body['detail'] ?? set.failure.message)}`;
  const reasons = Object.entries(set.dropped)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
    .map(([reason, n]) => `${n} ${droppedAs(DROP_REASONS[reason as DropReason], n ?? 0)}`);
  const why =
    reasons.length > 0
      ? ` The model's other questions were left out: ${reasons.join('; ')}.`
      : ' The material did not support more.';
  return `Only ${set.questions.length} of ${set.want} ${label} questions passed the checks.${why}`;
}
