import { useState } from 'react';
import { Download } from 'lucide-react';
import { Dialog } from '../../../components/dialog.js';
import { DOCUMENT_FORMAT_LABELS } from '../../../components/download-menu.js';
import type { SeparateBy, StudyNoteFormat } from '../api/download-study-note.js';

interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onDownload: (format: StudyNoteFormat, separateBy: SeparateBy) => void;
}

const SEPARATIONS: Array<{ value: SeparateBy; label: string }> = [
  { value: 'none', label: 'One document' },
  { value: 'subject', label: 'A section per subject' },
  { value: 'topic', label: 'A section per topic' },
];

/** Choose the file format and how the note is split, then download. */
export function DownloadDialog({ open, onOpenChange, busy, onDownload }: DownloadDialogProps) {
  const [format, setFormat] = useState<StudyNoteFormat>('pdf');
  const [separateBy, setSeparateBy] = useState<SeparateBy>('none');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Download study note" size="small">
      <fieldset className="choice-group">
        <legend>Format</legend>
        {(Object.keys(DOCUMENT_FORMAT_LABELS) as StudyNoteFormat[]).map((value) => (
          <label key={value} className="candidate">
            <input type="radio" name="format" checked={format === value} onChange={() => setFormat(value)} />
            <span>{DOCUMENT_FORMAT_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group">
        <legend>Layout</legend>
        {SEPARATIONS.map((option) => (
          <label key={option.value} className="candidate">
            <input
              type="radio"
              name="separate_by"
              checked={separateBy === option.value}
              onChange={() => setSeparateBy(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => onDownload(format, separateBy)}
        >
          <Download aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download'}
        </button>
      </div>
    </Dialog>
  );
}
