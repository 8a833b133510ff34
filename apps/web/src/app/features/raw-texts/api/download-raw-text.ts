import type { DocumentFormat } from '@quizwise/contract';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/toast.js';
import { isHandledGlobally, request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fileNameFor, saveBlob } from '../../../lib/download.js';

export type RawTextFormat = DocumentFormat;

/** Downloads a raw text as PDF, DOCX, TXT or Markdown and hands the file to the browser. */
export function useDownloadRawText() {
  const client = useClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ id, name, format }: { id: number; name: string; format: RawTextFormat }) => {
      const blob = await request(() => client.rawTexts.rawTextsDownload({ id, fileFormat: format }));
      saveBlob(blob, fileNameFor(name, format));
    },
    onError: (error) => {
      if (!isHandledGlobally(error)) toast('The download failed. Please try again.', 'error');
    },
  });
}
