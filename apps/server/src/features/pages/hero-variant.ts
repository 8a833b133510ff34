import { DEFAULT_HERO_VARIANT, HERO_VARIANTS, isHeroVariant, type HeroVariant } from '@quizwise/contract';

export const VARIANT_COOKIE = 'qw_hero_variant';
/** A random id per browser, so impressions and clicks can be counted per visitor. */
export const VISITOR_COOKIE = 'qw_visitor';

/**
 * Which hero a visitor sees: `?variant=` forces one, configuration can pin one, otherwise a visitor
 * keeps the one first assigned (cookie) and a new visitor gets one of the nine at random, so the
 * variants can be compared.
 */
export function chooseVariant(input: {
  forced?: string | undefined;
  pinned?: string | undefined;
  cookie?: string | undefined;
  random?: () => number;
}): { variant: HeroVariant; assignNew: boolean } {
  const forced = input.forced?.toUpperCase();
  if (isHeroVariant(forced)) return { variant: forced, assignNew: false };
  if (isHeroVariant(input.pinned)) return { variant: input.pinned, assignNew: false };
  if (isHeroVariant(input.cookie)) return { variant: input.cookie, assignNew: false };
  const pick =
    HERO_VARIANTS[Math.floor((input.random ?? Math.random)() * HERO_VARIANTS.length)] ?? DEFAULT_HERO_VARIANT;
  return { variant: pick, assignNew: true };
}
