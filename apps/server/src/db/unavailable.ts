// Telling "the database is down or unreachable" apart from every other failure, so a request during an
// outage answers 503 (try again) instead of 500, and the health check can say why.

/** Socket errors node-postgres passes on when the server cannot be reached or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** PostgreSQL's own: connection exceptions (08…), shutting down or starting (57P…), too many clients. */
const SERVER_CODES = /^(08|57P0[1-3]$|53300$)/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** The reason the database could not be used, or null when `error` is about something else. */
export function databaseUnavailableReason(error: unknown): string | null {
  for (const link of causes(error)) {
    if (!(link instanceof Error)) continue;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) {
      return `The database does not answer (${code}).`;
    }
    if (MESSAGES.test(link.message)) return `The database does not answer (${link.message}).`;
  }
  return null;
}
