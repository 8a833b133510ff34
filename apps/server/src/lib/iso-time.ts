const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`, written out by hand: V8 formats toISOString through a printf-style path at
 * more than twice the cost, and a page of raw texts formats forty dates. Years outside 1000–9999 (and
 * invalid dates, which throw) go to toISOString itself.
 */
export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const ms = date.getUTCMilliseconds();
  const millis = ms < 10 ? `00${ms}` : ms < 100 ? `0${ms}` : `${ms}`;
  return (
    `${year}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}` +
    `T${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}.${millis}Z`
  );
}
