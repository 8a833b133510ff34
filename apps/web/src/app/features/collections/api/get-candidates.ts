import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionKeys } from './keys.js';

export const MEMBER_KINDS = ['raw_texts', 'study_notes', 'diagrams'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export interface Candidate {
  id: number;
  name: string;
}

async function fetchCandidates(client: Client, kind: MemberKind, query: string): Promise<Candidate[]> {
  const page = { page: '1', pageSize: String(MAX_PAGE_SIZE) };
  const pick = (items: Array<{ id: number; name: string }>) => items.map(({ id, name }) => ({ id, name }));
  if (kind === 'raw_texts') {
    return pick(
      query
        ? await client.rawTexts.rawTextsSearch({ query })
        : (await client.rawTexts.rawTextsList(page)).results,
    );
  }
  if (kind === 'study_notes') {
    return pick(
      query
        ? await client.studyNotes.studyNotesSearch({ query })
        : (await client.studyNotes.studyNotesList(page)).results,
    );
  }
  return pick(
    query
      ? await client.diagrams.diagramsSearch({ query })
      : (await client.diagrams.diagramsList(page)).results,
  );
}

/** The caller's items of one kind that could join a collection: the newest 100, or a search. */
export function useCandidates(kind: MemberKind, query: string) {
  const client = useClient();
  return useQuery({
    queryKey: collectionKeys.candidates(kind, query),
    queryFn: () => request(() => fetchCandidates(client, kind, query)),
    placeholderData: keepPreviousData,
  });
}
