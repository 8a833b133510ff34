import { accountKeys } from '../../../api/get-me.js';

/** Under the account key, so `invalidateBalance()` refreshes the balance and the ledger too. */
export const creditKeys = {
  balance: [...accountKeys.all, 'credits'] as const,
  history: (page: number) => [...accountKeys.all, 'credit-history', page] as const,
};
