/** Query keys of diagrams: lists (pages and searches) and one diagram. */
export const diagramKeys = {
  all: ['diagrams'] as const,
  lists: ['diagrams', 'list'] as const,
  detail: (id: number) => ['diagrams', 'detail', id] as const,
};
