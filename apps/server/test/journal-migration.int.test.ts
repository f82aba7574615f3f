import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { migrateTo, migrationNames } from '../src/platform/db/migrate.js';
import { openTestDatabase } from './test-database.js';

// The migration 202612030100_create-journal on payables rows written before it (issue 14 part 1): every row but the
// PURCHASE commitments is posted as a balanced entry on its bill's open item, reversals point at what they reverse,
// and the balance and open-item sums equal their lines. No figure is lost.
const MIGRATION = '202612030100_create-journal';
let handle: DatabaseHandle;
const db = () => handle.db;
let factory: string;

beforeAll(async () => {
  const names = await migrationNames();
  handle = await openTestDatabase((d) => migrateTo(d, names[names.indexOf(MIGRATION) - 1]!));
  const boss = (
    await sql<{ id: string }>`insert into unit (kind, code, name) values ('BOSS', 'MIGJ', 'group') returning id`.execute(db())
  ).rows[0]!.id;
  factory = (
    await sql<{
      id: string;
    }>`insert into unit (kind, name, boss_unit_id) values ('FACTORY', '甲厂', ${boss}) returning id`.execute(db())
  ).rows[0]!.id;
  const row = async (
    kind: string,
    direction: string,
    amount: string,
    source: [string, number, string],
    reverses: string | null = null,
  ) =>
    (
      await sql<{ id: string }>`
        insert into partner_amount (unit_id, partner_type, partner_id, direction, kind, amount, amount_excluding_tax, tax_amount,
                                    source_type, source_id, source_no, reverses_id, occurred_on, created_by)
        values (${factory}, 'SUPPLIER', 7, ${direction}, ${kind}, ${amount}, ${amount}, 0, ${source[0]}, ${source[1]}, ${source[2]},
                ${reverses}, '2026-10-02', 1) returning id`.execute(db())
    ).rows[0]!.id;
  const first = await row('ARRIVAL', 'PAYABLE', '100.00', ['MATERIALS_ARRIVE', 1, 'DL-1']);
  await row('ARRIVAL', 'PAYABLE', '-100.00', ['MATERIALS_ARRIVE', 1, 'DL-1'], first);
  await row('ARRIVAL', 'PAYABLE', '50.00', ['MATERIALS_ARRIVE', 2, 'DL-2']);
  await row('RETURN', 'RECEIVABLE', '20.00', ['MATERIALS_RETURN', 3, 'TL-3']);
  await row('REFUND', 'RECEIVABLE', '-20.00', ['RETURN_REFUND', 4, 'HK-4']);
  await row('PURCHASE', 'PAYABLE', '500.00', ['MATERIALS_PURCHASE', 5, 'CG-5']);
  await row('OUTSIDE_PROCESSING', 'PAYABLE', '12.34', ['FAC_MISSION_COMPLETE', 6, 'BG-6']);
  await migrateTo(db(), MIGRATION);
});
afterAll(() => handle.close());

const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db())).rows[0]!;

describe('migration 202612030100_create-journal', () => {
  it('posts every payables row but PURCHASE as a balanced entry, with its reversal linked', async () => {
    expect(await one(sql<{ n: number }>`select count(*)::int as n from journal_entry`)).toEqual({ n: 6 });
    expect(await one(sql<{ n: number }>`select count(*)::int as n from journal_entry where reverses_id is not null`)).toEqual({
      n: 1,
    });
    const unbalanced = await sql`select entry_id from journal_line group by entry_id having sum(debit) <> sum(credit)`.execute(
      db(),
    );
    expect(unbalanced.rows).toEqual([]);
  });

  it('keeps every figure: the supplier owes nothing net on AR, is owed 62.34 on AP; the sums equal their lines', async () => {
    const balances = await sql<{ ledger: string; net: string }>`
      select ledger, (sum(debit_total) - sum(credit_total))::text as net from journal_balance group by ledger order by ledger`.execute(
      db(),
    );
    expect(balances.rows).toEqual([
      { ledger: 'AP', net: '-62.34' },
      { ledger: 'AR', net: '0.00' },
      { ledger: 'CASH', net: '20.00' },
      { ledger: 'INVENTORY', net: '30.00' },
      { ledger: 'PROCESSING_COST', net: '12.34' },
    ]);
    const items = await sql<{ itemNo: string; net: string }>`
      select item_no, (debit_total - credit_total)::text as net from journal_item order by item_no`.execute(db());
    expect(items.rows).toEqual([
      { itemNo: 'BG-6', net: '-12.34' },
      { itemNo: 'DL-1', net: '0.00' },
      { itemNo: 'DL-2', net: '-50.00' },
      { itemNo: 'HK-4', net: '-20.00' },
      { itemNo: 'TL-3', net: '20.00' },
    ]);
  });
});
