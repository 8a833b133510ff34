export interface LandingPageData {
  basePath: string;
  signupUrl: string;
  heroVariant: string;
  heroImage: string;
}

const PAGE_DATA_SCRIPT = /(<script id="page-data" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** Serialises JSON for an inline script: `<` escaped so no value can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Replaces the page-data JSON of a prerendered landing page with the server's own, keeping any
 * field the build put there that the server does not set (e.g. the default hero image).
 */
export function injectPageData(html: string, data: Partial<LandingPageData>): string {
  const match = PAGE_DATA_SCRIPT.exec(html);
  if (!match) return html;
  const existing = parseObject(match[2] ?? '{}');
  const merged = {
    ...existing,
    ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
  };
  return html.replace(
    PAGE_DATA_SCRIPT,
    (_all, open: string, _json: string, close: string) => open + inlineJson(merged) + close,
  );
}

/**
 * Marks the page's `<html>` with whether this install takes payments (a Stripe key): the prerendered
 * pricing shows the credit packs only where they can be bought, and says how credits are given elsewhere.
 */
export function markPayments(html: string, on: boolean): string {
  return html.replace(/<html(?![^>]*data-payments)/i, `<html data-payments="${on ? 'on' : 'off'}"`);
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
