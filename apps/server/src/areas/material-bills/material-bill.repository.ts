import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../schema/index.js';
import type { BillTypeDefinition } from '../../bills/registry.js';

/** The id of the unit's bill of this type that holds the number (deleted bills free their number). */
export async function findBillIdByNumber(
  db: Db,
  def: BillTypeDefinition,
  unitId: string,
  billNo: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(def.table)}
    where unit_id = ${unitId} and ${sql.ref(def.numberColumn)} = ${billNo} and not is_deleted
    limit 1`.execute(db);
  return rows[0]?.id;
}

/** The head columns every material bill table has. */
interface MaterialBillColumns {
  id: unknown;
  unitId: string;
  billNo: string;
  version: unknown;
  createdBy: string;
  updatedBy: string | null;
  updatedAt: unknown;
}

/** Tables of the schema whose rows are material bill heads. */
export type MaterialBillTableName = {
  [K in keyof Database & string]: Database[K] extends MaterialBillColumns ? K : never;
}[keyof Database & string];

/** Inserts a head of the unit written by the user; answers its id. */
export async function insertBillHead<T extends MaterialBillTableName>(
  trx: Db,
  table: T,
  unitId: string,
  userId: string,
  head: Omit<Insertable<Database[T]>, 'unitId' | 'createdBy' | 'updatedBy'>,
): Promise<string> {
  const row = await trx
    .insertInto(table as MaterialBillTableName)
    // Kysely cannot check the values of a table chosen by a type parameter; the signature does.
    .values({ ...head, unitId, createdBy: userId, updatedBy: userId } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a head of the unit (an edit): who and when, and the version moves on. */
export async function updateBillHead<T extends MaterialBillTableName>(
  trx: Db,
  table: T,
  unitId: string,
  userId: string,
  id: string,
  head: Omit<Updateable<Database[T]>, 'unitId' | 'updatedBy' | 'updatedAt' | 'version'>,
): Promise<void> {
  await trx
    .updateTable(table as MaterialBillTableName)
    // as above: the head's columns are checked by the signature.
    .set({ ...head, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` } as never)
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** A list page: the count of every row the filtered query `q` finds, beside the page's rows (both run at once). */
export async function pageWithCount<DB, TB extends keyof DB, O, R>(
  q: SelectQueryBuilder<DB, TB, O>,
  page: Promise<R[]>,
): Promise<{ list: R[]; totalCount: number }> {
  const [count, list] = await Promise.all([
    q
      .select(sql<string>`count(*)`.as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
    page,
  ]);
  return { list, totalCount: Number(count.n) };
}
