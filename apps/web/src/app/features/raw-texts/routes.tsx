import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.rawTexts.path,
    lazy: async () => ({ Component: (await import('./raw-texts-page.js')).RawTextsPage }),
  },
  {
    path: paths.newRawText.path,
    lazy: async () => ({ Component: (await import('./raw-text-page.js')).RawTextPage }),
  },
  {
    path: paths.rawText.path,
    lazy: async () => ({ Component: (await import('./raw-text-page.js')).RawTextPage }),
  },
];
