import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { teachingKeys } from './keys.js';

/**
 * Whether Google is connected; `configured: false` when this server has no Google client (the API
 * answers 404 then: the Classes page says how to turn it on, other Google controls stay hidden).
 */
export function useGoogleStatus() {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.google,
    queryFn: async () => {
      try {
        return { configured: true, ...(await request(() => client.google.googleStatus())) };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'not-found')
          return { configured: false, connected: false, email: null };
        throw error;
      }
    },
    retry: false,
  });
}

/** Starts the OAuth sign-in: the browser goes to Google's consent page and comes back connected. */
export function useConnectGoogle() {
  const client = useClient();
  return useMutation({
    mutationFn: () => request(() => client.google.googleConnect()),
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}

export function useDisconnectGoogle() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(() => client.google.googleDisconnect()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingKeys.google }),
  });
}

export function useGoogleCourses(enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.googleCourses,
    queryFn: () => request(() => client.google.googleCoursesList()),
    enabled,
  });
}

export function useImportCourse() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      request(() => client.google.googleCourseImport({ course_id: courseId })),
    onSuccess: (klass) => {
      queryClient.setQueryData(teachingKeys.klass(klass.id), klass);
      void queryClient.invalidateQueries({ queryKey: teachingKeys.classLists });
      void queryClient.invalidateQueries({ queryKey: teachingKeys.googleCourses });
    },
  });
}

export function useCreateCourseWork(assignmentId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(() => client.google.googleCourseWorkCreate({ id: assignmentId })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingKeys.results(assignmentId) }),
  });
}

export function usePushGrades(assignmentId: number) {
  const client = useClient();
  return useMutation({
    mutationFn: () => request(() => client.google.googleGradesPush({ id: assignmentId })),
  });
}

export function useExportForm() {
  const client = useClient();
  return useMutation({
    mutationFn: (quizId: number) =>
      request(() => client.google.googleFormExport({ body: { quiz_id: quizId } })),
  });
}
