import { lexMarkdown, type Token } from '../markdown/tokens.js';
import type { RawTextDocument, SeparateBy, StudyNoteDocument } from '../types.js';

/** One heading and what follows it, in the order printed. */
export interface OutlineBlock {
  heading: string | null;
  /** 1 = subject, 2 = topic. */
  level: 1 | 2;
  detail: string | null;
  /** Source text as given (markdown or plain): the md and txt writers copy it, plain text is drawn from it. */
  source: string;
  /** Markdown tokens of `source`; empty for plain text, which is never read as markup. */
  tokens: Token[];
  /** Start a new page (PDF, DOCX) or section (TXT, MD) before this block. */
  breakBefore: boolean;
}

export interface Outline {
  title: string;
  subtitle: string | null;
  /** Whether `source` is markdown (true) or plain text to print as is. */
  markdown: boolean;
  blocks: OutlineBlock[];
}

/** A raw text as one untitled block; plain text (the default) keeps every character and line break. */
export function rawTextOutline(doc: RawTextDocument): Outline {
  const markdown = doc.contentFormat === 'markdown';
  return {
    title: doc.name.trim() || 'Untitled',
    subtitle: null,
    markdown,
    blocks: [
      {
        heading: null,
        level: 1,
        detail: null,
        source: doc.content,
        tokens: markdown ? lexMarkdown(doc.content) : [],
        breakBefore: false,
      },
    ],
  };
}

/**
 * A study note as subject (level 1) and topic (level 2) blocks; `separateBy` marks where a new page or
 * section starts (never before the very first group).
 */
export function studyNoteOutline(note: StudyNoteDocument, separateBy: SeparateBy): Outline {
  const blocks: OutlineBlock[] = [];
  let topics = 0;
  note.subjects.forEach((subject, s) => {
    blocks.push({
      heading: subject.name,
      level: 1,
      detail: subject.detail?.trim() || null,
      source: '',
      tokens: [],
      breakBefore: s > 0 && separateBy !== 'none',
    });
    subject.topics.forEach((topic, t) => {
      const content = topic.content ?? '';
      blocks.push({
        heading: topic.name,
        level: 2,
        detail: null,
        source: content,
        tokens: lexMarkdown(content),
        // The first topic of a subject already starts on the subject's new page.
        breakBefore: separateBy === 'topic' && t > 0,
      });
      topics += 1;
    });
  });
  const subjects = note.subjects.length;
  return {
    title: note.name.trim() || 'Study note',
    subtitle: `${subjects} subject${subjects === 1 ? '' : 's'} · ${topics} topic${topics === 1 ? '' : 's'}`,
    markdown: true,
    blocks,
  };
}
