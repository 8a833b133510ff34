import { PageHeader } from './page-header.js';

/** A stand-in for a screen another feature is still building (keeps its URL and nav entry alive). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} description="This screen is being built." />
    </div>
  );
}
