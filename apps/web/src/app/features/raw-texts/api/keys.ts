/** Query keys of raw texts: lists (pages and searches) and one text. */
export const rawTextKeys = {
  all: ['raw-texts'] as const,
  lists: ['raw-texts', 'list'] as const,
  detail: (id: number) => ['raw-texts', 'detail', id] as const,
};
