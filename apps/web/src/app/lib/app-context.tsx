import { createContext, useContext } from 'react';
import type { PaymentInfo } from './api-error.js';

/** App-wide services the root provides: leaving the app, and the "not enough credits" state. */
export interface AppServices {
  basePath: string;
  /** Full-page navigation (log-in page, after log-out); tests pass a spy. */
  leave: (url: string) => void;
  /** The last 402 the API answered, until the user closes its dialog. */
  payment: PaymentInfo | null;
  showPayment: (payment: PaymentInfo | null) => void;
}

export const AppContext = createContext<AppServices | null>(null);

/** The root's services (see `AppServices`). */
export function useAppServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useAppServices() needs an <AppContext.Provider> above it');
  return services;
}
