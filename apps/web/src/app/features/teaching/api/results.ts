import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fileNameFor, saveBlob } from '../../../lib/download.js';
import { teachingKeys } from './keys.js';

/** Per-student and per-question results of a hosted quiz. */
export function useResults(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.results(id),
    queryFn: () => request(() => client.teaching.teachingAssignmentResults({ id })),
    // Students submit while the teacher watches.
    refetchInterval: 15_000,
  });
}

/** One attempt with every mark (for checking and overriding). */
export function useAttempt(id: number | null) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.attempt(id ?? 0),
    queryFn: () => request(() => client.teaching.teachingAttemptsRetrieve({ id: id ?? 0 })),
    enabled: id !== null,
  });
}

/** The teacher's mark on one question (null: back to the automatic grade); the totals follow. */
export function useOverrideMark(assignmentId: number, attemptId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { key: number; correct: boolean | null }) =>
      request(() => client.teaching.teachingAttemptMarkOverride({ id: attemptId, body })),
    onSuccess: (attempt) => {
      queryClient.setQueryData(teachingKeys.attempt(attemptId), attempt);
      void queryClient.invalidateQueries({ queryKey: teachingKeys.results(assignmentId) });
    },
  });
}

/** Downloads the results as CSV or XLSX and saves the file. */
export function useDownloadResults(id: number, title: string) {
  const client = useClient();
  return useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const blob = await request(() =>
        client.teaching.teachingAssignmentResultsExport({ id, fileFormat: format }),
      );
      const name = fileNameFor(`${title} results`, format);
      saveBlob(blob, name);
      return name;
    },
  });
}
