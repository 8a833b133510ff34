import { useState } from 'react';

/** Long text in a table cell: the start, with the whole of it one click away. */
export function ClampedText({ text, limit = 140 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  if (text.length <= limit) return <>{text}</>;
  // Cut at a word boundary so the visible part never ends mid-word.
  const cut = text.slice(0, limit).replace(/\s+\S*$/, '');
  return (
    <>
      {open ? text : `${cut}…`}{' '}
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}
