import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';

/** What an import produced: a suggested name and the markdown/plain text to edit. */
export interface ImportedText {
  name: string;
  text: string;
  /** Notes for the user (pages read, links that failed). */
  notes: string[];
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Which upload route reads a file, by its type or extension. */
export function importKindOf(file: File): 'pdf' | 'document' | 'image' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (IMAGE_TYPES.includes(file.type) || /\.(png|jpe?g|webp)$/.test(name)) return 'image';
  if (/\.(docx|txt|md|markdown)$/.test(name)) return 'document';
  return null;
}

async function importFile(client: Client, file: File): Promise<ImportedText> {
  const kind = importKindOf(file);
  const baseName = file.name.replace(/\.[^.]+$/, '');
  if (kind === 'image') {
    const result = await client.materials.imageUploadCreate({ file, modelType: 'ocr' });
    return {
      name: baseName,
      text: result.text,
      notes: [`Read ${result.words.length} words from the image.`],
    };
  }
  const result =
    kind === 'pdf'
      ? await client.materials.pdfUploadCreate({ file })
      : await client.materials.documentUploadCreate({ file });
  return {
    name: result.name || baseName,
    text: result.text,
    notes: [`Read ${result.pages} ${result.pages === 1 ? 'page' : 'pages'}.`],
  };
}

async function importUrls(client: Client, text: string): Promise<ImportedText> {
  const result = await client.materials.urlsToMarkdownCreate({ urlsToMarkdown: { text } });
  const parts: string[] = [];
  const notes: string[] = [];
  let name = '';
  for (const entry of result.markdown_texts) {
    if ('error' in entry) notes.push(`${entry.url}: ${entry.error}`);
    else {
      name ||= entry.title;
      parts.push(`# ${entry.title}\n\nSource: ${entry.url}\n\n${entry.markdown}`);
    }
  }
  return { name: name || 'Imported page', text: parts.join('\n\n---\n\n'), notes };
}

/** Reads a PDF, DOCX/TXT/MD, image (OCR) or web links into text for the editor. */
export function useImportMaterial() {
  const client = useClient();
  return useMutation({
    mutationFn: (input: { file: File } | { urls: string }) =>
      request(() => ('file' in input ? importFile(client, input.file) : importUrls(client, input.urls))),
  });
}
