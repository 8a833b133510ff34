import type { BloomLevel, CognitiveSkill, Question, QuestionSet, QuestionType } from '@quizwise/contract';
import { gradeResponse } from './grade.js';

export interface AttemptResponse {
  set_index: number;
  question_index: number;
  response: string | null;
}

export interface QuestionResult {
  set_index: number;
  question_index: number;
  question_type: QuestionType;
  skill: string;
  bloom_level: BloomLevel | null;
  cognitive_skill: CognitiveSkill | null;
  response: string | null;
  correct: boolean;
  confidence: number;
  reason: string;
  expected: string;
}

export interface Breakdown {
  correct: number;
  total: number;
  percentage: number;
}

export interface AttemptAnalysis {
  results: QuestionResult[];
  score: number;
  max_score: number;
  percentage: number;
  by_skill: (Breakdown & { skill: string })[];
  by_type: (Breakdown & { question_type: QuestionType })[];
  by_bloom: (Breakdown & { bloom_level: BloomLevel })[];
  /** What the questions made the learner do: recall, vocabulary, cause and effect, comparison, … */
  by_cognitive_skill: (Breakdown & { cognitive_skill: CognitiveSkill })[];
  strengths: string[];
  gaps: string[];
  study_next: string[];
  summary: string;
}

const STRONG = 75;
const WEAK = 60;

function pct(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;
}

function tally<K extends string>(
  results: QuestionResult[],
  keyOf: (r: QuestionResult) => K | null,
): Map<K, Breakdown> {
  const out = new Map<K, Breakdown>();
  for (const r of results) {
    const key = keyOf(r);
    if (key === null) continue;
    const entry = out.get(key) ?? { correct: 0, total: 0, percentage: 0 };
    entry.total += 1;
    if (r.correct) entry.correct += 1;
    entry.percentage = pct(entry.correct, entry.total);
    out.set(key, entry);
  }
  return out;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const ORDER_WORDS = /\b(first|last|before|after|earlier|later|order|sequence|preceded|followed|came next)\b/i;
const CAUSE_WORDS =
  /\b(why|because|cause[sd]?|effects?|led to|leads? to|results?|resulted|due to|so that)\b/i;

/**
 * What a question really made the learner do. A generator may tag a plain recall question by its
 * answer's kind ("In which year …?" as "sequence"); only a question that relates events in time is
 * about their order, and only one that asks or states a reason is about cause and effect.
 */
export function realCognitiveSkill(q: Question): CognitiveSkill | null {
  const claimed = q.cognitive_skill ?? null;
  if (claimed === 'sequence' && !ORDER_WORDS.test(q.question)) return 'recall';
  if (claimed === 'cause_and_effect' && !CAUSE_WORDS.test(`${q.question} ${q.answer}`)) return 'recall';
  return claimed;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A skill that is the question's own answer ("Germany" for "Which country …?") names a fact, not a skill. */
function namesTheAnswer(skill: string, q: Question): boolean {
  const s = normal(skill);
  const a = normal(q.answer);
  return !s || s === 'general' || (a.length > 0 && (a.includes(s) || s.includes(a)));
}

/**
 * The skill each question counts towards: its own, unless that is blank, "General" or its answer;
 * then the skill most of the other questions on the same passage have, else the quiz's most common one.
 */
export function skillLabels(questionSets: QuestionSet[]): string[][] {
  const all = questionSets.flatMap((set) => set.questions);
  const good = all.filter((q) => q.skill?.trim() && !namesTheAnswer(q.skill, q));
  const mostCommon = (questions: Question[]): string | null => {
    const counts = new Map<string, number>();
    for (const q of questions) counts.set(q.skill!.trim(), (counts.get(q.skill!.trim()) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  };
  const overall = mostCommon(good);
  return questionSets.map((set) =>
    set.questions.map((q) => {
      const own = q.skill?.trim() ?? '';
      if (own && !namesTheAnswer(own, q)) return own;
      const samePassage = q.source ? good.filter((other) => other.source === q.source) : [];
      return mostCommon(samePassage) ?? overall ?? (own || 'General');
    }),
  );
}

/**
 * Grades every question of an attempt and explains it: score, percentage, breakdowns by skill, question
 * type and Bloom level, the skills that are strong and the gaps, what to study next (weakest first, with
 * the passage to re-read) and a plain-language summary. Questions without a response count as wrong.
 */
export function analyseAttempt(questionSets: QuestionSet[], responses: AttemptResponse[]): AttemptAnalysis {
  const byPosition = new Map(responses.map((r) => [`${r.set_index}:${r.question_index}`, r.response]));
  const results: QuestionResult[] = [];
  const sources = new Map<string, string>();
  const labels = skillLabels(questionSets);
  questionSets.forEach((set, si) => {
    set.questions.forEach((q, qi) => {
      const response = byPosition.get(`${si}:${qi}`) ?? null;
      const grade = gradeResponse(q, response);
      const skill = labels[si]?.[qi] ?? (q.skill?.trim() || 'General');
      if (!grade.correct && q.source && !sources.has(skill)) sources.set(skill, q.source);
      results.push({
        set_index: si,
        question_index: qi,
        question_type: q.questionType,
        skill,
        bloom_level: q.bloom_level ?? null,
        cognitive_skill: realCognitiveSkill(q),
        response,
        correct: grade.correct,
        confidence: grade.confidence,
        reason: grade.reason,
        expected: q.answer,
      });
    });
  });
  const score = results.filter((r) => r.correct).length;
  const maxScore = results.length;
  const percentage = pct(score, maxScore);
  const skills = tally(results, (r) => r.skill);
  const by_skill = [...skills]
    .map(([skill, b]) => ({ skill, ...b }))
    .sort((a, b) => a.percentage - b.percentage || b.total - a.total || a.skill.localeCompare(b.skill));
  const by_type = [...tally(results, (r) => r.question_type)].map(([question_type, b]) => ({
    question_type,
    ...b,
  }));
  const by_cognitive_skill = [...tally(results, (r) => r.cognitive_skill)].map(([cognitive_skill, b]) => ({
    cognitive_skill,
    ...b,
  }));
  const by_bloom = [...tally(results, (r) => r.bloom_level)].map(([bloom_level, b]) => ({
    bloom_level,
    ...b,
  }));
  const strengths = by_skill
    .filter((s) => s.percentage >= STRONG)
    .map((s) => s.skill)
    .reverse();
  const gaps = by_skill.filter((s) => s.percentage < WEAK).map((s) => s.skill);
  // With no outright gap, the skills that still lost a mark are the next best use of revision time.
  const missed = by_skill.filter((s) => s.correct < s.total).map((s) => s.skill);
  const study_next = (gaps.length > 0 ? gaps : missed).slice(0, 5).map((skill) => {
    const source = sources.get(skill);
    return source ? `Review ${skill}: re-read "${source}"` : `Review ${skill}.`;
  });
  const weakTypes = by_type.filter((t) => t.percentage < WEAK).map((t) => t.question_type.replace(/_/g, ' '));
  let summary: string;
  if (maxScore === 0) summary = 'There were no questions to grade.';
  else {
    const parts = [`You scored ${score} out of ${maxScore} (${percentage}%).`];
    if (strengths.length > 0) parts.push(`You are strong on ${list(strengths.slice(0, 4))}.`);
    if (gaps.length > 0)
      parts.push(`The weakest areas were ${list(gaps.slice(0, 4))}; start your revision there.`);
    else if (percentage === 100) parts.push('Every answer was right; try higher-order questions next.');
    else parts.push('No topic stood out as a gap; revisit the individual questions you missed.');
    if (weakTypes.length > 0 && weakTypes.length < by_type.length)
      parts.push(
        `${list(weakTypes).replace(/^./, (c) => c.toUpperCase())} questions caused the most trouble.`,
      );
    summary = parts.join(' ');
  }
  return {
    results,
    score,
    max_score: maxScore,
    percentage,
    by_skill,
    by_type,
    by_bloom,
    by_cognitive_skill,
    strengths,
    gaps,
    study_next,
    summary,
  };
}
