import type { Transaction } from 'kysely';
import type { Database } from '../../schema/index.js';
import type { Db } from './database.js';
import { isRetryableConflict } from './database-errors.js';

/** How often a transaction that lost a deadlock or a serialization check is run again before giving up. */
export const MAX_TRANSACTION_ATTEMPTS = 3;

/**
 * `db.transaction().execute(run)`, run again from the start when PostgreSQL chose it as a deadlock victim or
 * refused it on a serialization check (both roll everything back, so a rerun is safe). After the last attempt the
 * error goes on, and the error handler answers it as a conflict to try again. `run` must do nothing outside the
 * database that cannot be repeated.
 */
export async function transactionWithRetry<T>(
  db: Db,
  run: (trx: Transaction<Database>) => Promise<T>,
  attempts = MAX_TRANSACTION_ATTEMPTS,
): Promise<T> {
  // Inside a joined transaction (joinTransaction) a conflict has already aborted the outer one: no rerun here.
  if (db.isTransaction) return db.transaction().execute(run);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(run);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      // A short, growing, jittered pause lets the winner finish before the rerun takes its locks again.
      await new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 20));
    }
  }
}
