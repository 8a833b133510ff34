// The showcase's pictures: real screenshots of the product, taken by `npm run screenshots:landing`
// (scripts/landing-screenshots.mjs) from the built app with demo data and committed as WebP, so they
// never drift from the product. Each screen has a desktop shot (two widths) and a phone-sized crop,
// whose text stays readable on a 390 px screen.
import generateDesktop960 from './images/screens/generate-desktop-960.webp';
import generateDesktopLarge from './images/screens/generate-desktop-1680.webp';
import generateMobile from './images/screens/generate-mobile-780.webp';
import classesDesktop960 from './images/screens/classes-desktop-960.webp';
import classesDesktopLarge from './images/screens/classes-desktop-1680.webp';
import classesMobile from './images/screens/classes-mobile-780.webp';
import gradingDesktop960 from './images/screens/grading-desktop-960.webp';
import gradingDesktopLarge from './images/screens/grading-desktop-1680.webp';
import gradingMobile from './images/screens/grading-mobile-780.webp';
import progressDesktop960 from './images/screens/progress-desktop-960.webp';
import progressDesktopLarge from './images/screens/progress-desktop-1680.webp';
import progressMobile from './images/screens/progress-mobile-780.webp';

/** Sizes the script writes (its manifest.json says the same; a unit test holds them together). */
export const DESKTOP_SHOT = { width: 1680, height: 1050, smallWidth: 960 } as const;
export const MOBILE_SHOT = { width: 780, height: 1200 } as const;

/** Below this width the phone crop is shown instead of the desktop shot. */
export const PHONE_SHOT_QUERY = '(max-width: 639px)';
/** How wide the picture is drawn: the showcase's image column on desktop, the page's width below. */
export const DESKTOP_SIZES = '(min-width: 1024px) 820px, 100vw';

export interface Screenshot {
  /** The desktop shot's smaller file: the `src` fallback. */
  src: string;
  srcSet: string;
  mobileSrcSet: string;
}

function screenshot(small: string, large: string, mobile: string): Screenshot {
  return {
    src: small,
    srcSet: `${small} ${DESKTOP_SHOT.smallWidth}w, ${large} ${DESKTOP_SHOT.width}w`,
    mobileSrcSet: `${mobile} ${MOBILE_SHOT.width}w`,
  };
}

export const screenshots = {
  generate: screenshot(generateDesktop960, generateDesktopLarge, generateMobile),
  classes: screenshot(classesDesktop960, classesDesktopLarge, classesMobile),
  grading: screenshot(gradingDesktop960, gradingDesktopLarge, gradingMobile),
  progress: screenshot(progressDesktop960, progressDesktopLarge, progressMobile),
} as const;
export type ScreenshotName = keyof typeof screenshots;
