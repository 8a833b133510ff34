import { createContext, useContext } from 'react';
import type { Api } from '../lib/api.js';

export const ApiContext = createContext<Api | null>(null);

/** The app's API, provided once at the root. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiContext.Provider> above it');
  return api;
}
