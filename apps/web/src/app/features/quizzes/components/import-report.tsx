/** What an import left out or changed, one line per question, as the API's `skipped` notes say it. */
export function ImportReport({ imported, notes }: { imported: number; notes: readonly string[] }) {
  return (
    <section className="import-report" aria-labelledby="import-report-heading">
      <p id="import-report-heading">
        Imported {imported} {imported === 1 ? 'question' : 'questions'}. Not everything came over as it was in
        the file:
      </p>
      <ul>
        {notes.map((note, index) => (
          // Notes may repeat word for word (two questions with one stem); their order never changes.
          <li key={index}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
