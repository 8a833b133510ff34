import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** File types the generator reads as material, and which route reads them. */
export const MATERIAL_FILE_ACCEPT = '.pdf,.docx,.txt,.md,application/pdf';

/** Reads the text of a PDF (`/api/pdf-upload/`) or a DOCX/TXT/MD file (`/api/document-upload/`). */
export function useReadFile() {
  const client = useClient();
  return useMutation({
    mutationFn: (file: File) =>
      request(() =>
        /\.pdf$/i.test(file.name) || file.type === 'application/pdf'
          ? client.materials.pdfUploadCreate({ file })
          : client.materials.documentUploadCreate({ file }),
      ),
  });
}
