import type { TeachingStudentBody } from '@quizwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { teachingKeys } from './keys.js';

/** The teacher's classes (`GET /api/teaching/classes/`), active or archived. */
export function useClasses(archived = false) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.classes(archived),
    queryFn: () =>
      request(() => client.teaching.teachingClassesList({ archived: archived ? 'true' : 'false' })),
  });
}

/** One class with its roster. */
export function useClass(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.klass(id),
    queryFn: () => request(() => client.teaching.teachingClassesRetrieve({ id })),
  });
}

export function useCreateClass() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(() => client.teaching.teachingClassesCreate({ body: { name } })),
    onSuccess: (klass) => {
      queryClient.setQueryData(teachingKeys.klass(klass.id), klass);
      void queryClient.invalidateQueries({ queryKey: teachingKeys.classLists });
    },
  });
}

/** Rename, archive or restore, or switch the join code off and on. */
export function useUpdateClass(id: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; archived?: boolean; join_enabled?: boolean }) =>
      request(() => client.teaching.teachingClassesUpdate({ id, body })),
    onSuccess: (klass) => {
      queryClient.setQueryData(teachingKeys.klass(id), klass);
      void queryClient.invalidateQueries({ queryKey: teachingKeys.classLists });
    },
  });
}

function useRosterChange(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: teachingKeys.klass(id) });
    void queryClient.invalidateQueries({ queryKey: teachingKeys.classLists });
  };
}

export function useAddStudent(classId: number) {
  const client = useClient();
  const changed = useRosterChange(classId);
  return useMutation({
    mutationFn: (body: TeachingStudentBody) =>
      request(() => client.teaching.teachingStudentsCreate({ id: classId, body })),
    onSuccess: changed,
  });
}

export function useRemoveStudent(classId: number) {
  const client = useClient();
  const changed = useRosterChange(classId);
  return useMutation({
    mutationFn: (studentId: number) =>
      request(() => client.teaching.teachingStudentsDestroy({ id: classId, student_id: studentId })),
    onSuccess: changed,
  });
}

/** A new personal code for one student (the old one stops working). */
export function useRenewStudentCode(classId: number) {
  const client = useClient();
  const changed = useRosterChange(classId);
  return useMutation({
    mutationFn: (studentId: number) =>
      request(() => client.teaching.teachingStudentCodeRenew({ id: classId, student_id: studentId })),
    onSuccess: changed,
  });
}

/** Uploads CSV text; a refused file rejects with an ApiError whose body lists `rows`. */
export function useImportRoster(classId: number) {
  const client = useClient();
  const changed = useRosterChange(classId);
  return useMutation({
    mutationFn: (csv: string) =>
      request(() => client.teaching.teachingRosterImport({ id: classId, body: { csv } })),
    onSuccess: changed,
  });
}

export interface RowErrors {
  line: number;
  errors: string[];
}

/** The per-row problems of a refused CSV (`{"rows": [{line, errors}]}`), or null for other failures. */
export function rosterRowErrors(error: unknown): RowErrors[] | null {
  const rows = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors?.rows;
  if (!rows) return null;
  const parsed: RowErrors[] = [];
  for (const row of rows) {
    try {
      const value = JSON.parse(row) as RowErrors;
      if (typeof value.line === 'number' && Array.isArray(value.errors)) parsed.push(value);
    } catch {
      // not a row record: ignore
    }
  }
  return parsed.length > 0 ? parsed : null;
}
