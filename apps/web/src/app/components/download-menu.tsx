import { Download } from 'lucide-react';
import { Menu } from './menu.js';

export const DOCUMENT_FORMAT_LABELS = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  txt: 'Plain text (TXT)',
  md: 'Markdown (MD)',
} as const;
export type DocumentFormatChoice = keyof typeof DOCUMENT_FORMAT_LABELS;

interface DownloadMenuProps {
  /** "Download Biology notes" — names the item for screen readers in a list. */
  label: string;
  onDownload: (format: DocumentFormatChoice) => void;
  busy?: boolean;
  /** Icon-only trigger (in list rows). */
  compact?: boolean;
}

/** "Download" → PDF / DOCX / TXT / MD, as the documents conventions offer. */
export function DownloadMenu({ label, onDownload, busy = false, compact = false }: DownloadMenuProps) {
  return (
    <Menu
      trigger={
        compact ? (
          <button type="button" className="icon-btn" aria-label={label} disabled={busy}>
            <Download aria-hidden="true" size={18} />
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" disabled={busy} aria-label={label}>
            <Download aria-hidden="true" size={17} /> {busy ? 'Preparing…' : 'Download'}
          </button>
        )
      }
      items={(Object.keys(DOCUMENT_FORMAT_LABELS) as DocumentFormatChoice[]).map((format) => ({
        label: DOCUMENT_FORMAT_LABELS[format],
        onSelect: () => onDownload(format),
      }))}
    />
  );
}
