import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/toast.js';
import { isHandledGlobally, request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fileNameFor, saveBlob } from '../../../lib/download.js';

export type StudyNoteFormat = 'pdf' | 'docx' | 'txt' | 'md';
export type SeparateBy = 'none' | 'subject' | 'topic';

/** Downloads a study note in a format, optionally one section per subject or topic. */
export function useDownloadStudyNote() {
  const client = useClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      name: string;
      format: StudyNoteFormat;
      separateBy: SeparateBy;
    }) => {
      const blob = await request(() =>
        client.studyNotes.studyNotesDownload({
          id: input.id,
          fileFormat: input.format,
          separateBy: input.separateBy,
        }),
      );
      saveBlob(blob, fileNameFor(input.name, input.format));
    },
    onError: (error) => {
      if (!isHandledGlobally(error)) toast('The download failed. Please try again.', 'error');
    },
  });
}
