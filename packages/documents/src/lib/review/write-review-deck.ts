import { createHash } from 'node:crypto';
import { Card, Deck, Field, Model, Note, Package } from 'anki-apkg-generator';
import { toCsv } from '../csv.js';
import { displayFileName, safeFileName } from '../file-name.js';
import type { WrittenFile } from '../types.js';

export const REVIEW_DECK_FORMATS = ['apkg', 'csv'] as const;
export type ReviewDeckFormat = (typeof REVIEW_DECK_FORMATS)[number];

/** One card of an exported deck. `id` is the card's own id: it keeps the Anki note id stable across exports. */
export interface ReviewDeckCard {
  id: number;
  front: string;
  back: string;
  concept: string;
  /** Where it came from ("Photosynthesis notes"), shown under the answer in Anki. */
  source: string;
}

export interface ReviewDeck {
  name: string;
  cards: readonly ReviewDeckCard[];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');
}

/** Anki tags are space-separated words: a concept becomes one tag with underscores. */
function tagOf(concept: string): string[] {
  const tag = concept
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_:-]/gu, '');
  return tag ? [tag] : [];
}

/** A stable positive id below 2^53 from a name, so re-importing a deck updates it instead of adding one. */
function stableId(text: string): number {
  return parseInt(createHash('sha256').update(text).digest('hex').slice(0, 12), 16);
}

async function writeApkg(deck: ReviewDeck): Promise<Buffer> {
  const template = new Card().setTemplates([
    {
      name: 'Quizwise card',
      qfmt: '{{Front}}',
      afmt: '{{FrontSide}}<hr id="answer">{{Back}}<br><br><small>{{Source}}</small>',
    },
  ]);
  const model = new Model(template)
    .setName('Quizwise review')
    .setId(stableId('quizwise-review-model'))
    .setFields([new Field('Front'), new Field('Back'), new Field('Source')]);
  const ankiDeck = new Deck(deck.name).setId(stableId(`quizwise-deck:${deck.name}`));
  for (const card of deck.cards) {
    // The generator derives each note's guid from its name: a unique name per card keeps notes apart.
    ankiDeck.addNote(
      new Note(model)
        .setName(`quizwise-card-${card.id}`)
        .setId(1_000_000_000 + card.id)
        .setFieldsValue([escapeHtml(card.front), escapeHtml(card.back), escapeHtml(card.source)])
        .setTags(tagOf(card.concept)),
    );
  }
  const written = await new Package(ankiDeck).writeToFile({ type: 'nodebuffer' });
  if (!Buffer.isBuffer(written)) throw new Error('the Anki package writer did not return a buffer');
  return written;
}

function writeCsv(deck: ReviewDeck): Buffer {
  return toCsv([
    ['front', 'back', 'concept', 'source'],
    ...deck.cards.map((card) => [card.front, card.back, card.concept, card.source]),
  ]);
}

/**
 * A deck of review cards as an Anki package (`.apkg`: a zip holding `collection.anki2`, one note per
 * card with Front, Back and Source fields and the concept as a tag) or as CSV (front, back, concept,
 * source; RFC 4180, formula-safe).
 */
export async function writeReviewDeck(deck: ReviewDeck, format: ReviewDeckFormat): Promise<WrittenFile> {
  if (format === 'csv') {
    return {
      body: writeCsv(deck),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      filename: safeFileName(deck.name, 'csv'),
      displayName: displayFileName(deck.name, 'csv'),
    };
  }
  return {
    body: await writeApkg(deck),
    contentType: 'application/apkg',
    extension: 'apkg',
    filename: safeFileName(deck.name, 'apkg'),
    displayName: displayFileName(deck.name, 'apkg'),
  };
}
