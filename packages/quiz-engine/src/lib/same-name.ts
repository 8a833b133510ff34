/**
 * One person written two ways ("J. B. Priestley" and "John Boynton Priestley"): the same last word, and
 * each other word of the shorter form an initial or a word of the longer, in order. Offered as a wrong
 * answer (or swapped into a "false" statement) it is the right answer again; review round 30 found one.
 */
export function sameNameByInitials(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .replace(/\./g, '. ')
      .split(/\s+/)
      .map((w) => w.replace(/\.$/, '').toLowerCase())
      .filter(Boolean);
  const wa = words(a);
  const wb = words(b);
  if (wa.length < 2 && wb.length < 2) return false;
  if (wa.at(-1) !== wb.at(-1)) return false;
  return initialsOf(wa, wb) || initialsOf(wb, wa);
}

/** Is `short` (with at least one initial) `long` written with initials? Both end in the same word. */
function initialsOf(short: string[], long: string[]): boolean {
  if (short.length < 2 || !short.slice(0, -1).some((w) => w.length === 1)) return false;
  let at = 0;
  for (const word of short.slice(0, -1)) {
    while (at < long.length - 1 && !(long[at] === word || (word.length === 1 && long[at]?.[0] === word)))
      at += 1;
    if (at >= long.length - 1) return false;
    at += 1;
  }
  return true;
}
