import type { Db } from './database.js';

/**
 * A view of an open transaction whose `transaction().execute(run)` runs `run` inside it instead of opening another
 * (Kysely cannot nest transactions). An operation made of other operations — each a service that opens its own
 * transaction — hands them this view, so what they write commits or rolls back as one (docs/adr/0006). Every other
 * member is the transaction's own, bound to it (Kysely keeps its state in private fields).
 */
export function joinTransaction(trx: Db): Db {
  const view: Db = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => ({ execute: <T>(run: (t: Db) => Promise<T>) => run(view) });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return view;
}
