// The landing page's hero variants: a headline letter and a sub-headline digit. The server picks one
// per visitor, the page shows its words, analytics counts it; all three read this list.

export const HERO_HEADLINE_KEYS = ['A', 'B', 'C'] as const;
export const HERO_SUBHEADLINE_KEYS = ['1', '2', '3'] as const;
export type HeroHeadlineKey = (typeof HERO_HEADLINE_KEYS)[number];
export type HeroSubheadlineKey = (typeof HERO_SUBHEADLINE_KEYS)[number];
export type HeroVariant = `${HeroHeadlineKey}${HeroSubheadlineKey}`;

/** Every variant, A1 … C3. */
export const HERO_VARIANTS: readonly HeroVariant[] = HERO_HEADLINE_KEYS.flatMap((letter) =>
  HERO_SUBHEADLINE_KEYS.map((digit): HeroVariant => `${letter}${digit}`),
);

/** What a page shows when it is told no variant, or one that does not exist. */
export const DEFAULT_HERO_VARIANT: HeroVariant = 'A1';

export function isHeroVariant(value: unknown): value is HeroVariant {
  return typeof value === 'string' && (HERO_VARIANTS as readonly string[]).includes(value);
}
