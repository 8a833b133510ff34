import type { GenerationProgress } from '@quizwise/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** How often the generator asks how far its generation has got. */
const POLL_MS = 1000;

/** A fresh key naming one generation request (`progress_key`). */
export function newProgressKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `gen-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * How far the running generation named `key` has got (`GET /api/generate-quiz/progress/{key}/`),
 * polled every second while `key` is set. A key the server does not know yet (the first poll, or
 * another server process) answers "writing, 0 of 0", which leaves the generator's own status line.
 */
export function useGenerationProgress(key: string | null) {
  const client = useClient();
  return useQuery<GenerationProgress>({
    queryKey: ['generation-progress', key] as const,
    queryFn: () => request(() => client.quizAi.quizGenerateProgress({ key: key as string })),
    enabled: key !== null,
    refetchInterval: POLL_MS,
    retry: false,
    gcTime: 0,
  });
}
