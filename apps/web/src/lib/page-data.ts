import { DEFAULT_HERO_VARIANT } from '@quizwise/contract';
import defaultHeroImage from '../landing/images/hero.svg';

/** What the server tells the landing page about this visit (the `#page-data` script's JSON). */
export interface PageData {
  basePath: string;
  signupUrl: string;
  heroVariant: string;
  heroImage: string;
}

export const DEFAULT_PAGE_DATA: PageData = {
  basePath: '',
  signupUrl: '/signup/',
  heroVariant: DEFAULT_HERO_VARIANT,
  heroImage: defaultHeroImage,
};

export const PAGE_DATA_ELEMENT_ID = 'page-data';

function pick(source: Record<string, unknown>, key: keyof PageData): string {
  const value = source[key];
  return typeof value === 'string' ? value : DEFAULT_PAGE_DATA[key];
}

/**
 * Turns whatever the page-data script holds into a complete `PageData`: a field that is missing or
 * not a string takes the spec's default, and a trailing slash on `basePath` is dropped so paths can be
 * joined with `basePath + '/…'`. Malformed JSON is treated as an empty object, never an error, because
 * the page must still render for the visitor.
 */
export function parsePageData(json: string | null | undefined): PageData {
  let source: Record<string, unknown> = {};
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        source = parsed as Record<string, unknown>;
    } catch {
      // fall through to the defaults
    }
  }
  return {
    basePath: pick(source, 'basePath').replace(/\/+$/, ''),
    signupUrl: pick(source, 'signupUrl'),
    heroVariant: pick(source, 'heroVariant'),
    heroImage: pick(source, 'heroImage'),
  };
}

/** Reads and parses the `#page-data` script of the current document. */
export function readPageData(doc: Document = document): PageData {
  return parsePageData(doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
}

/**
 * Serialises page data for an inline `<script type="application/json">`: `<` is escaped so a value
 * can never close the script element early.
 */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
