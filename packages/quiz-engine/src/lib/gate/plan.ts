import { buildConceptMap } from '../concepts/concept-map.js';
import { readMaterial } from '../material.js';

/** One part of the material written from in one model call: a section, or several short ones. */
export interface PlannedSection {
  /** The headings it spans ("Cell membranes; Transport"), or "Part 2" when the material has none. */
  title: string;
  text: string;
  /** The key ideas of this part, heaviest first (the embedded engine's concept map). */
  concepts: string[];
}

export interface MaterialPlan {
  sections: PlannedSection[];
}

/** Headings named in a part's title; a part spanning more says "…". */
const MAX_HEADINGS = 6;
/** Concepts named per section in the plan. */
const CONCEPTS_PER_SECTION = 12;

interface Block {
  heading: string | null;
  text: string;
}

/** The material's blocks under their markdown headings (text before the first heading has none). */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const body = lines.join('\n').trim();
    if (body) blocks.push({ heading, text: body });
    lines = [];
  };
  for (const line of text.split('\n')) {
    const match = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      flush();
      heading = (match[1] ?? '').replace(/[*_`]/g, '').trim();
    }
    lines.push(line);
  }
  flush();
  return blocks;
}

/** A block longer than the budget, cut at paragraph ends, else at sentence ends. */
function cut(block: Block, budget: number): Block[] {
  if (block.text.length <= budget) return [block];
  const pieces = block.text.split(/\n\s*\n/);
  const units = pieces.flatMap((p) => (p.length <= budget ? [p] : p.split(/(?<=[.!?])\s+/)));
  const out: Block[] = [];
  let current = '';
  for (const unit of units) {
    if (current && current.length + unit.length + 2 > budget) {
      out.push({ heading: block.heading, text: current });
      current = '';
    }
    current = current ? `${current}\n\n${unit}` : unit;
  }
  if (current) out.push({ heading: block.heading, text: current });
  return out;
}

/**
 * Characters of a part read for its concepts: the concept map costs about 0.05 ms a character, so a long
 * part is sampled (paragraphs spread evenly over it) rather than read whole on the request thread.
 */
const CONCEPT_SAMPLE_CHARS = 8_000;

/** Paragraphs spread evenly over the text, up to `budget` characters. */
export function sampleOf(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  const step = Math.max(1, Math.ceil(text.length / budget));
  const out: string[] = [];
  let size = 0;
  for (let i = 0; i < paragraphs.length && size < budget; i += step) {
    const paragraph = (paragraphs[i] as string).slice(0, budget - size);
    out.push(paragraph);
    size += paragraph.length + 2;
  }
  return out.join('\n\n');
}

function conceptsOf(text: string): string[] {
  const map = buildConceptMap(readMaterial(sampleOf(text, CONCEPT_SAMPLE_CHARS)));
  return [...map.concepts.values()]
    .filter((c) => c.vocabulary && c.kind !== 'date' && c.kind !== 'number')
    .sort((a, b) => b.weight - a.weight)
    .slice(0, CONCEPTS_PER_SECTION)
    .map((c) => c.name);
}

/**
 * The material split into parts of at most `partChars` characters along its headings (long sections cut
 * at paragraphs), each with its key concepts from the embedded concept map, so a model writes questions
 * from every part of a long material rather than from its first pages.
 */
export function planMaterial(text: string, partChars: number): MaterialPlan {
  const blocks = blocksOf(text).flatMap((b) => cut(b, partChars));
  const parts: Block[][] = [];
  let size = 0;
  for (const block of blocks) {
    const last = parts.at(-1);
    if (last && size + block.text.length + 2 <= partChars) {
      last.push(block);
      size += block.text.length + 2;
    } else {
      parts.push([block]);
      size = block.text.length;
    }
  }
  const sections = parts.map((part, i) => {
    const headings = [...new Set(part.map((b) => b.heading).filter((h): h is string => h !== null))];
    const partText = part.map((b) => b.text).join('\n\n');
    return {
      title:
        headings.length > 0
          ? `${headings.slice(0, MAX_HEADINGS).join('; ')}${headings.length > MAX_HEADINGS ? '; …' : ''}`
          : parts.length > 1
            ? `Part ${i + 1}`
            : 'The material',
      text: partText,
      concepts: conceptsOf(partText),
    };
  });
  return { sections };
}

/**
 * `total` questions spread over parts in proportion to their length (largest remainder), so each part
 * is asked about as much as it says; parts too short for a question of their own get none.
 */
export function spreadCount(total: number, sizes: number[]): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum === 0) return sizes.map(() => 0);
  const exact = sizes.map((s) => (total * s) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] as number) + 1;
    left -= 1;
  }
  return counts;
}
