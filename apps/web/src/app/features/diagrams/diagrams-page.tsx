import { Link } from 'react-router';
import { ImagePlus, Tags } from 'lucide-react';
import type { Diagram } from '@quizwise/contract';
import { DeleteButton } from '../../components/delete-button.js';
import { LibraryListView } from '../../components/library-list.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/states.js';
import { formatDate, plural } from '../../lib/format.js';
import { paths } from '../../paths.js';
import { useDeleteDiagram } from './api/delete-diagram.js';
import { useDiagrams } from './api/get-diagrams.js';
import './diagrams.css';

/** Diagrams: labelled images for labelling quizzes. */
export function DiagramsPage() {
  const list = useDiagrams();
  const remove = useDeleteDiagram();
  return (
    <div className="page">
      <PageHeader
        title="Diagrams"
        description="Labelled pictures — a cell, a circuit, a map — to practise naming every part."
        actions={
          <Link className="btn btn-primary" to={paths.newDiagram.href()}>
            <ImagePlus aria-hidden="true" size={17} /> Upload a diagram
          </Link>
        }
      />
      <LibraryListView<Diagram>
        list={list}
        noun="diagrams"
        empty={
          <EmptyState
            icon={<Tags aria-hidden="true" />}
            title="Upload your first diagram"
            action={
              <Link className="btn btn-primary" to={paths.newDiagram.href()}>
                Upload a diagram
              </Link>
            }
          >
            Take a photo or screenshot of a labelled diagram. We find the labels for you, then you can quiz
            yourself on them.
          </EmptyState>
        }
        renderItem={(diagram) => (
          <>
            {diagram.labeled_image || diagram.image ? (
              <img className="diagram-thumb" src={diagram.labeled_image ?? diagram.image ?? ''} alt="" />
            ) : (
              <span className="list-icon" aria-hidden="true">
                <Tags size={19} />
              </span>
            )}
            <div className="list-main">
              <Link className="list-title" to={paths.diagram.href(diagram.id)}>
                {diagram.name}
              </Link>
              <p className="list-meta">
                {plural(diagram.rectangles_data.length, 'label')} · updated {formatDate(diagram.updated_at)}
              </p>
            </div>
            <div className="list-actions">
              <DeleteButton
                compact
                name={diagram.name}
                noun="diagram"
                onConfirm={() => remove.mutate(diagram.id)}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}
