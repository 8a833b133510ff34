import { BookOpen, ClipboardPaste, FileUp, Globe, LoaderCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { formulaPasteHandler } from '../../../../lib/math/paste-formulas.js';
import { MATERIAL_FILE_ACCEPT, useReadFile } from '../api/read-file.js';
import { useReadUrls } from '../api/read-urls.js';
import { usePickCollections } from '../api/pick-collections.js';
import { usePickDiagrams } from '../api/pick-diagrams.js';
import { usePickRawTexts } from '../api/pick-raw-texts.js';
import { usePickStudyNotes } from '../api/pick-study-notes.js';
import { MIN_QUIZ_WORDS_HINT, wordCount, type Material } from '../lib/generator-form.js';

export const MATERIAL_SOURCES = ['paste', 'library', 'file', 'url'] as const;
export type MaterialSource = (typeof MATERIAL_SOURCES)[number];

const SOURCE_LABELS: Record<MaterialSource, { label: string; icon: ReactNode }> = {
  paste: { label: 'Paste text', icon: <ClipboardPaste aria-hidden="true" size={18} /> },
  library: { label: 'My library', icon: <BookOpen aria-hidden="true" size={18} /> },
  file: { label: 'A file', icon: <FileUp aria-hidden="true" size={18} /> },
  url: { label: 'A web page', icon: <Globe aria-hidden="true" size={18} /> },
};

interface MaterialPickerProps {
  source: MaterialSource;
  onSourceChange: (source: MaterialSource) => void;
  material: Material;
  onChange: (material: Material) => void;
  error: string | undefined;
}

function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    return error.fieldErrors.file?.join(' ') ?? error.fieldErrors.text?.join(' ') ?? error.message;
  }
  return fallback;
}

/**
 * Where the questions come from: pasted text, items from the library (raw texts, study notes,
 * diagrams, a collection), a PDF/DOCX/TXT/MD file or a web page; files and pages are read into the
 * text box so the student sees (and can trim) what will be used.
 */
export function MaterialPicker({ source, onSourceChange, material, onChange, error }: MaterialPickerProps) {
  const id = useId();
  const readFile = useReadFile();
  const readUrls = useReadUrls();
  const [url, setUrl] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const words = wordCount(material.text);

  const appendText = (text: string) => {
    const joined = material.text.trim() ? `${material.text.trim()}\n\n${text.trim()}` : text.trim();
    onChange({ ...material, text: joined });
  };

  return (
    <section className="card card-pad gen-material" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gen-step">
        <span className="gen-step-number" aria-hidden="true">
          1
        </span>
        Choose your material
      </h2>
      <fieldset className="segmented">
        <legend className="visually-hidden">Where is your material?</legend>
        {MATERIAL_SOURCES.map((each) => (
          <label key={each} className={`segment${source === each ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-source`}
              value={each}
              checked={source === each}
              onChange={() => onSourceChange(each)}
            />
            {SOURCE_LABELS[each].icon}
            <span>{SOURCE_LABELS[each].label}</span>
          </label>
        ))}
      </fieldset>

      {source === 'library' ? (
        <LibraryPicker material={material} onChange={onChange} />
      ) : source === 'file' ? (
        <div className="field">
          <label htmlFor={`${id}-file`}>PDF, Word, text or Markdown file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={MATERIAL_FILE_ACCEPT}
            disabled={readFile.isPending}
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setFileNote(null);
              readFile.mutate(file, {
                onSuccess: (read) => {
                  appendText(read.text);
                  setFileNote(
                    `Read ${read.pages} ${read.pages === 1 ? 'page' : 'pages'} from “${read.name}”.`,
                  );
                  onSourceChange('paste');
                },
              });
              event.target.value = '';
            }}
          />
          <p id={`${id}-file-hint`} className="field-hint">
            Up to 20 MB. The text is added to the box under “Paste text”, where you can check it.
          </p>
          {readFile.isPending ? (
            <p role="status" className="gen-reading">
              <LoaderCircle className="spin" aria-hidden="true" size={18} /> Reading your file…
            </p>
          ) : null}
          {readFile.error ? (
            <p className="field-error" role="alert">
              {errorText(readFile.error, 'The file could not be read.')}
            </p>
          ) : null}
        </div>
      ) : source === 'url' ? (
        <form
          className="field"
          onSubmit={(event) => {
            event.preventDefault();
            if (!url.trim()) return;
            readUrls.mutate(url.trim(), {
              onSuccess: (answer) => {
                const pages = answer.markdown_texts.filter(
                  (entry): entry is { url: string; title: string; markdown: string } => 'markdown' in entry,
                );
                if (pages.length > 0) {
                  appendText(pages.map((page) => `# ${page.title}\n\n${page.markdown}`).join('\n\n'));
                  setFileNote(`Read ${pages.map((page) => `“${page.title}”`).join(', ')}.`);
                  setUrl('');
                  onSourceChange('paste');
                }
              },
            });
          }}
        >
          <label htmlFor={`${id}-url`}>Web page address</label>
          <div className="inline-row">
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <button type="submit" className="btn btn-ghost" disabled={readUrls.isPending || !url.trim()}>
              {readUrls.isPending ? 'Reading…' : 'Read page'}
            </button>
          </div>
          {readUrls.error ? (
            <p className="field-error" role="alert">
              {errorText(readUrls.error, 'The page could not be read.')}
            </p>
          ) : null}
          {readUrls.data?.markdown_texts.some((entry) => 'error' in entry) ? (
            <p className="field-error" role="alert">
              {readUrls.data.markdown_texts
                .map((entry) => ('error' in entry ? `${entry.url}: ${entry.error}` : ''))
                .join(' ')}
            </p>
          ) : null}
        </form>
      ) : null}

      {source === 'paste' ? (
        <div className="field">
          <label htmlFor={`${id}-text`}>Your material</label>
          <textarea
            id={`${id}-text`}
            rows={10}
            value={material.text}
            placeholder="Paste class notes, a textbook section or an article…"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-text-hint${error ? ` ${id}-text-error` : ''}`}
            onChange={(event) => onChange({ ...material, text: event.target.value })}
            onPaste={formulaPasteHandler((text) => onChange({ ...material, text }))}
          />
          <p id={`${id}-text-hint`} className="field-hint">
            {fileNote ? `${fileNote} ` : ''}
            {words} {words === 1 ? 'word' : 'words'}
            {words > 0 && words < MIN_QUIZ_WORDS_HINT ? ` · at least ${MIN_QUIZ_WORDS_HINT} needed` : ''}
          </p>
          {error ? (
            <p id={`${id}-text-error`} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : error ? (
        <p className="field-error">{error}</p>
      ) : null}
    </section>
  );
}

function toggle(ids: number[], value: number, on: boolean): number[] {
  return on ? [...new Set([...ids, value])] : ids.filter((each) => each !== value);
}

function LibraryPicker({
  material,
  onChange,
}: {
  material: Material;
  onChange: (material: Material) => void;
}) {
  const rawTexts = usePickRawTexts(true);
  const notes = usePickStudyNotes(true);
  const diagrams = usePickDiagrams(true);
  const collections = usePickCollections(true);
  const id = useId();
  const groups = [
    { key: 'rawTextIds', title: 'Raw texts', query: rawTexts },
    { key: 'studyNoteIds', title: 'Study notes', query: notes },
    { key: 'diagramIds', title: 'Diagrams', query: diagrams },
  ] as const;
  const nothing = [rawTexts, notes, diagrams, collections].every(
    (query) => query.isSuccess && query.data.results.length === 0,
  );
  if (nothing) {
    return (
      <p className="muted gen-library-empty">
        Your library is empty. Paste text, upload a file, or save raw texts and study notes first.
      </p>
    );
  }
  return (
    <div className="gen-library">
      <div className="field">
        <label htmlFor={`${id}-collection`}>Collection</label>
        <select
          id={`${id}-collection`}
          value={material.collectionId ?? ''}
          disabled={!collections.isSuccess}
          onChange={(event) =>
            onChange({ ...material, collectionId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">No collection</option>
          {(collections.data?.results ?? []).map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      {groups.map((group) => {
        const items = group.query.data?.results ?? [];
        const chosen = material[group.key];
        return (
          <fieldset key={group.key} className="gen-library-group">
            <legend>
              {group.title}
              {chosen.length > 0 ? <span className="chip">{chosen.length} chosen</span> : null}
            </legend>
            {group.query.isPending ? (
              <p className="muted">Loading…</p>
            ) : group.query.isError ? (
              <p className="field-error">Could not load your {group.title.toLowerCase()}.</p>
            ) : items.length === 0 ? (
              <p className="muted">None yet.</p>
            ) : (
              <ul className="check-grid">
                {items.map((item) => (
                  <li key={item.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosen.includes(item.id)}
                        onChange={(event) =>
                          onChange({
                            ...material,
                            [group.key]: toggle(chosen, item.id, event.target.checked),
                          })
                        }
                      />
                      {item.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
