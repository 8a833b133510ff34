import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import { isAllowedTarget, type LoopbackAllowance } from './address-policy.js';
import { fail, ok, type Result } from './result.js';

export const FETCH_FAILURE_REASONS = [
  'invalid_url',
  'blocked_address',
  'dns_failed',
  'too_many_redirects',
  'timeout',
  'too_large',
  'unsupported_content_type',
  'http_error',
  'network_error',
] as const;
export type FetchFailureReason = (typeof FETCH_FAILURE_REASONS)[number];

export type ResolvedAddress = { address: string; family: number };
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export type SafeFetchOptions = {
  /** Budget for the whole fetch, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. Default 5 MB. */
  maxBytes?: number;
  /** Redirects followed (each one re-checked). Default 5. */
  maxRedirects?: number;
  /**
   * TEST-ONLY: lets loopback addresses through (any port, or only the listed ports). Private,
   * link-local and every other non-public range stay refused. The server passes this only when
   * an explicit environment flag is set outside production (for local end-to-end runs).
   */
  allowLoopback?: LoopbackAllowance;
  /** Resolves a host name to all its addresses; defaults to the system resolver (dns.lookup, all). */
  lookup?: HostResolver;
  signal?: AbortSignal;
};

export type FetchedDocument = {
  /** The URL the body came from, after redirects. */
  url: string;
  contentType: 'text/html' | 'text/plain';
  body: string;
};

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPTED_TYPES = new Set(['text/html', 'text/plain']);

const systemResolver: HostResolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Fetches a web page on behalf of a user without letting the user reach the server's own network
 * (SSRF): http(s) only, no credentials in the URL; the host is resolved once, every address must be
 * public (see `isPublicAddress`), and the connection goes to exactly the address that was checked, so
 * a DNS answer that changes between check and connect (rebinding) cannot redirect it. Redirects are
 * followed by hand and each hop is checked the same way. Time, redirects and body size (counted after
 * decompression) are bounded; only text/html and text/plain are accepted. Every expected failure
 * comes back as a reason with a message for the user.
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions = {},
): Promise<Result<FetchedDocument, FetchFailureReason>> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...definedOnly(options) };
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const target = parseTarget(current);
    if (!target.ok) return target;
    const hop = await fetchOnce(target.value, { ...options, maxBytes, timeoutMs, signal });
    if (!hop.ok) return signal.aborted && hop.reason !== 'blocked_address' ? timedOut() : hop;
    if (hop.value.kind === 'document') return ok(hop.value.document);
    if (redirects >= maxRedirects) {
      return fail(
        'too_many_redirects',
        `This link redirects more than ${maxRedirects} times, so it was not followed.`,
      );
    }
    current = new URL(hop.value.location, target.value).href;
  }
}

type HopAnswer = { kind: 'document'; document: FetchedDocument } | { kind: 'redirect'; location: string };
type HopOptions = SafeFetchOptions & { maxBytes: number; timeoutMs: number; signal: AbortSignal };

async function fetchOnce(target: URL, options: HopOptions): Promise<Result<HopAnswer, FetchFailureReason>> {
  const checked = await resolveAndCheck(target, options);
  if (!checked.ok) return checked;
  const { address, family } = checked.value;

  // Pin the connection to the address that was checked; undici would otherwise resolve the host again.
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const agent = new Agent({
    connect: { lookup: pinnedLookup, timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    pipelining: 0,
  });
  try {
    const response = await request(target, {
      dispatcher: agent,
      method: 'GET',
      signal: options.signal,
      headers: {
        accept: 'text/html,text/plain;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (compatible; QuizwiseBot/1.0)',
      },
    });
    const { statusCode, headers, body } = response;
    // undici's body emits an AbortError when destroyed unread; reading errors still reach the reader.
    body.on('error', () => undefined);
    if (REDIRECT_STATUSES.has(statusCode)) {
      body.destroy();
      const location = headerValue(headers.location);
      if (!location)
        return fail('http_error', `The page answered with a redirect (${statusCode}) that leads nowhere.`);
      return ok({ kind: 'redirect', location });
    }
    if (statusCode < 200 || statusCode > 299) {
      body.destroy();
      return fail('http_error', `The page could not be read: the site answered with status ${statusCode}.`);
    }
    const [mediaType = '', ...parameters] = (headerValue(headers['content-type']) ?? '').split(';');
    const contentType = mediaType.trim().toLowerCase();
    if (!ACCEPTED_TYPES.has(contentType)) {
      body.destroy();
      return fail(
        'unsupported_content_type',
        `This link is not a web page or plain text (it is ${contentType || 'of an unknown type'}).`,
      );
    }
    const declaredLength = Number(headerValue(headers['content-length']) ?? NaN);
    if (declaredLength > options.maxBytes) {
      body.destroy();
      return tooLarge(options.maxBytes);
    }
    const bytes = await readLimited(
      decompress(body, headerValue(headers['content-encoding'])),
      options.maxBytes,
    );
    if (bytes === 'too_large') return tooLarge(options.maxBytes);
    const charset = parameters
      .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1])
      .find(Boolean);
    const text = decodeText(bytes, charset, contentType === 'text/html');
    return ok({
      kind: 'document',
      document: { url: target.href, contentType: contentType as FetchedDocument['contentType'], body: text },
    });
  } catch (error) {
    if (options.signal.aborted || isUndiciTimeout(error)) return timedOut();
    return fail('network_error', 'The page could not be reached.');
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function parseTarget(text: string): Result<URL, FetchFailureReason> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('invalid_url', 'This is not a valid link.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('invalid_url', 'Only http and https links can be read.');
  }
  if (url.username || url.password)
    return fail('invalid_url', 'Links with a user name or password cannot be read.');
  return ok(url);
}

async function resolveAndCheck(
  url: URL,
  options: HopOptions,
): Promise<Result<ResolvedAddress, FetchFailureReason>> {
  // WHATWG URL has already normalised IP literals (2130706433, 0x7f.1 and 017700000001 become 127.0.0.1;
  // IPv6 keeps its brackets), so a literal never goes to DNS.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  let addresses: readonly ResolvedAddress[];
  const literal = isIpLiteral(host);
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await abortable((options.lookup ?? systemResolver)(host), options.signal);
    } catch {
      if (options.signal.aborted) return timedOut();
      return fail('dns_failed', `The site ${host} could not be found.`);
    }
  }
  const first = addresses[0];
  if (!first) return fail('dns_failed', `The site ${host} could not be found.`);
  // One non-public answer refuses the host: a name that mixes public and private addresses is a trap.
  if (!addresses.every(({ address }) => isAllowedTarget(address, port, options.allowLoopback))) {
    return fail(
      'blocked_address',
      'This link points to a private or local network address, which cannot be read.',
    );
  }
  return ok(first);
}

function isIpLiteral(host: string): 4 | 6 | undefined {
  if (/^[\d.]+$/.test(host)) return 4;
  if (host.includes(':')) return 6;
  return undefined;
}

function decompress(body: NodeJS.ReadableStream, encoding: string | undefined): AsyncIterable<Buffer> {
  const name = encoding?.trim().toLowerCase();
  if (!name || name === 'identity') return body as AsyncIterable<Buffer>;
  const decoder =
    name === 'gzip' || name === 'x-gzip'
      ? zlib.createGunzip()
      : name === 'deflate'
        ? zlib.createInflate()
        : name === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) throw new Error(`unsupported content-encoding ${name}`);
  // Errors surface when the decoder is read; the callback only keeps pipeline from throwing elsewhere.
  return pipeline(body, decoder, () => undefined);
}

async function readLimited(stream: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    // Leaving the loop destroys the stream, which aborts the download.
    if (total > maxBytes) return 'too_large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function decodeText(bytes: Buffer, headerCharset: string | undefined, isHtml: boolean): string {
  const sniffed = isHtml
    ? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(
        bytes.toString('latin1', 0, Math.min(bytes.length, 2048)),
      )?.[1]
    : undefined;
  for (const label of [headerCharset, sniffed, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown charset label: try the next candidate.
    }
  }
  return bytes.toString('utf8');
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function definedOnly<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function timedOut() {
  return fail('timeout' as const, 'The page took too long to answer.');
}

function tooLarge(maxBytes: number) {
  return fail(
    'too_large' as const,
    `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, so it was not read.`,
  );
}
