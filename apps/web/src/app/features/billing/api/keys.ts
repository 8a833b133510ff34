import { accountKeys } from '../../../api/get-me.js';

/** Under the account key: a purchase changes the plan and the balance, refreshed together. */
export const billingKeys = {
  overview: [...accountKeys.all, 'billing'] as const,
};
