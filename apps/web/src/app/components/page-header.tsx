import { useEffect, type ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode;
  /** A link back to the list, above the title. */
  back?: ReactNode;
}

/** The page's h1 (also the document title), its one-line purpose and its main actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Quizwise`;
  }, [title]);
  return (
    <header className="page-header">
      {back ? <div className="page-back">{back}</div> : null}
      <div className="page-header-row">
        <div className="page-heading">
          <h1>{title}</h1>
          {description ? <p className="page-description">{description}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
    </header>
  );
}
