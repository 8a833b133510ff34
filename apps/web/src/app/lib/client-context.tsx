import { createContext, useContext } from 'react';
import type { Client } from './client.js';

export const ClientContext = createContext<Client | null>(null);

/** The app's API client, provided once at the root. */
export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient() needs a <ClientContext.Provider> above it');
  return client;
}
