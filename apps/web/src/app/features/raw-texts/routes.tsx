import type { RouteObject } from 'react-router';
import { idParam, prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { rawTextQueryOptions } from './api/get-raw-text.js';

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
    loader: prefetch((client, params) => {
      const id = idParam(params);
      return id ? rawTextQueryOptions(client, id) : null;
    }),
    lazy: async () => ({ Component: (await import('./raw-text-page.js')).RawTextPage }),
  },
];
