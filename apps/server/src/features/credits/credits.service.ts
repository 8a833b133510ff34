import type { CreditLedgerEntry } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { countedPage, type Page, type PageRequest } from '../../lib/pagination.js';
import { countLedger, findBalance, listLedger } from './credits.repository.js';

export async function balanceOf(db: Db, userId: number): Promise<{ credits: number }> {
  return { credits: await findBalance(db, userId) };
}

/** One page of the caller's ledger: every change to the balance, newest first. */
export async function ledgerPage(
  db: Db,
  userId: number,
  page: PageRequest,
): Promise<Page<CreditLedgerEntry>> {
  return countedPage(
    page,
    () => countLedger(db, userId),
    async (limit, offset) =>
      (await listLedger(db, userId, limit, offset)).map((row) => ({
        id: row.id,
        delta: row.delta,
        balance_after: row.balanceAfter,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      })),
  );
}
