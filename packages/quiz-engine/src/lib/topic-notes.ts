import { readMaterial } from './material.js';
import { contentLemmas } from './nlp.js';
import { buildIndex } from './retrieval.js';
import { fail, ok, type NotesFailure, type Result } from './result.js';

export type TopicPassage = string | { id?: string | number; title?: string; text: string };

export interface TopicNotes {
  topic: string;
  markdown: string;
  sub_topics: string[];
  sources: string[];
}

const MAX_SUBTOPICS = 5;
const PER_SUBTOPIC = 4;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Extractive study notes on a topic from the given passages: the passages BM25 ranks for the topic,
 * organised under their most important sub-topics, with key definitions and every point's source named.
 * Nothing is invented; with no material on the topic the result is 'nothing_to_draw_on'.
 */
export function topicNotes(topic: string, passages: TopicPassage[]): Result<TopicNotes, NotesFailure> {
  const docs = passages
    .map((p, i) =>
      typeof p === 'string'
        ? { id: i + 1, title: `Source ${i + 1}`, text: p }
        : { id: p.id ?? i + 1, title: p.title?.trim() || `Source ${i + 1}`, text: p.text },
    )
    .filter((d) => d.text.trim().length > 0);
  if (docs.length === 0) return fail('nothing_to_draw_on', 'There is no material to make notes from.');
  const index = buildIndex(docs);
  const hits =
    contentLemmas(topic).length > 0
      ? index.search(topic, 12)
      : index.passages.slice(0, 12).map((p) => ({ ...p, score: 0 }));
  if (hits.length === 0) return fail('nothing_to_draw_on', `The material does not mention "${topic}".`);
  const ordered = [...hits].sort((a, b) => index.passages.indexOf(a) - index.passages.indexOf(b));
  const sourceOf = new Map<string, string>();
  for (const hit of ordered)
    for (const s of hit.sentences) if (!sourceOf.has(s)) sourceOf.set(s, hit.doc_title);
  const material = readMaterial(ordered.map((h) => h.text).join('\n\n'));
  const topicWords = new Set(contentLemmas(topic));
  const used = new Set<string>();
  const cite = (sentence: string): string =>
    `- ${sentence} *(${sourceOf.get(sentence) ?? ordered[0]?.doc_title ?? 'Source'})*`;
  const lines: string[] = [`# ${capitalise(topic.trim())}`, ''];
  const sources = [...new Set(ordered.map((h) => h.doc_title))];
  lines.push(
    `Notes drawn from ${sources.length === 1 ? 'one source' : `${sources.length} sources`}: ${sources.join(', ')}.`,
    '',
  );

  if (material.definitions.length > 0) {
    lines.push('## Key definitions', '');
    for (const d of material.definitions.slice(0, 6)) {
      lines.push(
        `- **${d.term}** ${d.verb} ${d.description}. *(${sourceOf.get(d.sentence.text) ?? sources[0]})*`,
      );
      used.add(d.sentence.text);
    }
    lines.push('');
  }
  const subTopics: string[] = [];
  for (const term of material.keyTerms) {
    if (subTopics.length >= MAX_SUBTOPICS) break;
    if (term.key.split(' ').every((w) => topicWords.has(w))) continue;
    if (
      subTopics.some(
        (s) =>
          s.toLowerCase().includes(term.text.toLowerCase()) ||
          term.text.toLowerCase().includes(s.toLowerCase()),
      )
    )
      continue;
    const points = material.analysis.sentences
      .filter(
        (s) =>
          !used.has(s.text) &&
          s.tokens.some((t) => t.lemma === term.key.split(' ').at(-1)) &&
          s.text.toLowerCase().includes(term.text.toLowerCase()),
      )
      .slice(0, PER_SUBTOPIC);
    if (points.length === 0) continue;
    subTopics.push(capitalise(term.text));
    lines.push(`## ${capitalise(term.text)}`, '');
    for (const p of points) {
      lines.push(cite(p.text));
      used.add(p.text);
    }
    lines.push('');
  }
  const rest = material.usable.filter((s) => !used.has(s.text)).slice(0, 5);
  if (rest.length > 0) {
    lines.push('## Other points', '', ...rest.map((s) => cite(s.text)), '');
  }
  lines.push('## Sources', '', ...sources.map((s) => `- ${s}`));
  return ok({
    topic: topic.trim(),
    markdown: lines.join('\n').trim() + '\n',
    sub_topics: subTopics,
    sources,
  });
}
