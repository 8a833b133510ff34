import type { ReviewCard, ReviewRating } from '@quizwise/contract';

/** The four ratings in button order, with their keyboard shortcut. */
export const RATINGS: { rating: ReviewRating; label: string; key: string }[] = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

const SOURCE_NOUNS: Record<ReviewCard['source']['kind'], string> = {
  raw_text: 'Raw text',
  study_note: 'Study note',
  diagram: 'Diagram',
  quiz: 'Quiz',
  own: 'Your card',
};

/** "From Raw text “Rocks”", or null for the user's own cards. */
export function sourceLabel(source: ReviewCard['source']): string | null {
  if (source.kind === 'own') return null;
  return source.name ? `From ${SOURCE_NOUNS[source.kind].toLowerCase()} “${source.name}”` : null;
}
