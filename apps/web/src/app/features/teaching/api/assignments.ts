import type { AssignmentBody } from '@quizwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { teachingKeys } from './keys.js';

/** Hosted quizzes, newest first; one class's when `classId` is given. */
export function useAssignments(classId: number | null = null) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.assignments(classId),
    queryFn: () =>
      request(() => client.teaching.teachingAssignmentsList(classId === null ? {} : { classId })),
  });
}

export function useCreateAssignment() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) => request(() => client.teaching.teachingAssignmentsCreate({ body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingKeys.assignmentLists }),
  });
}

export interface AssignmentChange {
  title?: string;
  opens_at?: string | null;
  closes_at?: string | null;
  attempts_allowed?: number;
  time_limit_minutes?: number | null;
  show_answers?: AssignmentBody['show_answers'];
}

export function useUpdateAssignment(id: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentChange) =>
      request(() => client.teaching.teachingAssignmentsUpdate({ id, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teachingKeys.results(id) });
      void queryClient.invalidateQueries({ queryKey: teachingKeys.assignmentLists });
    },
  });
}

export function useDeleteAssignment() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(() => client.teaching.teachingAssignmentsDestroy({ id })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingKeys.assignmentLists }),
  });
}

/** The caller's saved quizzes for the "assign a quiz" picker (first 100, newest first). */
export function useQuizChoices() {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.quizzes,
    queryFn: () => request(() => client.quizzes.quizzesList({ page: '1', pageSize: '100' })),
  });
}
