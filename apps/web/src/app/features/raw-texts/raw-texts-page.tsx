import { Link } from 'react-router';
import { FilePlus2, FileText, Upload } from 'lucide-react';
import type { RawText } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { DownloadMenu } from '../../components/download-menu.js';
import { LibraryListView } from '../../components/library-list.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { formatDate } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteRawText } from './api/delete-raw-text.js';
import { useDownloadRawText } from './api/download-raw-text.js';
import { useRawTexts } from './api/get-raw-texts.js';

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Raw texts: the material a student pasted or imported, searchable, newest first. */
export function RawTextsPage() {
  const list = useRawTexts();
  const remove = useDeleteRawText();
  const download = useDownloadRawText();
  return (
    <div className="page">
      <PageHeader
        title="Raw texts"
        description="Your source material: lecture notes, articles, textbook pages. Quizzes are made from these."
        actions={
          <>
            <Link className="btn btn-secondary" to={`${paths.newRawText.href()}?import=1`}>
              <Upload aria-hidden="true" size={17} /> Import
            </Link>
            <Link className="btn btn-primary" to={paths.newRawText.href()}>
              <FilePlus2 aria-hidden="true" size={17} /> New raw text
            </Link>
          </>
        }
      />
      <LibraryListView<RawText>
        list={list}
        noun="raw texts"
        empty={
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title="Add your first raw text"
            action={
              <>
                <Link className="btn btn-primary" to={paths.newRawText.href()}>
                  Paste or write text
                </Link>
                <Link className="btn btn-secondary" to={`${paths.newRawText.href()}?import=1`}>
                  Import a PDF, document, photo or web page
                </Link>
              </>
            }
          >
            Paste your notes or import a file. Then turn it into a quiz in one click.
          </EmptyState>
        }
        renderItem={(text) => (
          <>
            <span className="list-icon" aria-hidden="true">
              <FileText size={19} />
            </span>
            <div className="list-main">
              <Link className="list-title" to={paths.rawText.href(text.id)}>
                {text.name}
              </Link>
              <p className="list-meta">
                {wordCount(text.content).toLocaleString()} words · updated {formatDate(text.updated_at)}
              </p>
            </div>
            <div className="list-actions">
              <DownloadMenu
                compact
                label={`Download ${text.name}`}
                onDownload={(format) => download.mutate({ id: text.id, name: text.name, format })}
              />
              <DeleteButton
                compact
                name={text.name}
                noun="raw text"
                consequence="Quizzes made from it stay."
                onConfirm={() => remove.mutate(text.id)}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
