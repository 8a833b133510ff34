const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Nov 2026" in the reader's locale. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "21 Nov, 08:30" in the reader's locale. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "1 credit", "3 credits". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A percentage for tables and stats: whole numbers, and a dash where there is nothing to count. */
export function percent(value: number | null): string {
  return value === null ? '—' : `${Math.round(value)}%`;
}
