import type {
  NegativeStockRule,
  StorehouseInput,
  StorehouseKind,
  StorehouseLinkKind,
  StorehouseOperableType,
  StorehouseOwnerKind,
  StorehouseRow,
} from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/*
 * Storehouses are the company's (unit_id = the BOSS unit, ADR 0011); a factory uses those linked to it
 * (storehouse_factory_link, see storehouse-link.repository.ts). Functions taking `unitId` take a FACTORY's unit and
 * answer the storehouse with that factory's link; those taking `bossUnitId` work on the company's rows.
 */

const columns = [
  's.id',
  's.name',
  's.kind',
  's.notAllowNegativeMaterial',
  's.notAllowNegativeGoods',
  's.operableTypes',
  's.ownerKind',
  's.remark',
  's.createdAt',
  'l.linkKind',
] as const;

interface Raw {
  id: string;
  name: string;
  kind: StorehouseKind;
  notAllowNegativeMaterial: boolean;
  notAllowNegativeGoods: boolean;
  operableTypes: string[];
  ownerKind: StorehouseOwnerKind;
  remark: string | null;
  createdAt: Date;
  linkKind: StorehouseLinkKind | null;
}

/** A storehouse as one factory sees it: `isLinked` / `isDefault` / `linkKind` are that factory's link. */
export type StorehouseRecord = StorehouseRow & { isLinked: boolean };

const toRow = (r: Raw): StorehouseRecord => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  notAllowNegativeMaterial: r.notAllowNegativeMaterial,
  notAllowNegativeGoods: r.notAllowNegativeGoods,
  operableType: r.operableTypes as StorehouseOperableType[],
  ownerKind: r.ownerKind,
  linkKind: r.linkKind,
  isDefault: r.linkKind === 'DEFAULT',
  isLinked: r.linkKind !== null,
  remark: r.remark,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The live storehouses of the factory's company, each with the factory's link (null when not linked). */
function seenBy(db: Db, unitId: string) {
  return db
    .selectFrom('storehouse as s')
    .leftJoin('storehouseFactoryLink as l', (j) => j.onRef('l.storehouseId', '=', 's.id').on('l.unitId', '=', unitId))
    .where(sql<boolean>`s.unit_id = (select u.boss_unit_id from unit u where u.id = ${unitId})`)
    .where('s.isDeleted', '=', false);
}

/** The storehouses linked to the factory (its 仓库管理 page), default first. */
export async function pageStorehouses(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; kind?: StorehouseKind | undefined },
  limit: number,
  offset: number,
): Promise<{ list: StorehouseRecord[]; totalCount: number }> {
  let q = seenBy(db, unitId).where('l.linkKind', 'is not', null);
  if (filter.keyword) q = q.where('s.name', 'ilike', likeContains(filter.keyword));
  if (filter.kind) q = q.where('s.kind', '=', filter.kind);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(columns)
      .orderBy(sql`l.link_kind = 'DEFAULT'`, 'desc')
      .orderBy('s.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

/**
 * The company's storehouses as the factory sees them, default first: every one (with `isLinked`), or with
 * `linkedOnly` those linked to the factory — what its forms offer and its bills may name.
 */
export async function listStorehouses(
  db: Db,
  unitId: string,
  options: { linkedOnly?: boolean } = {},
): Promise<StorehouseRecord[]> {
  let q = seenBy(db, unitId).select(columns);
  if (options.linkedOnly) q = q.where('l.linkKind', 'is not', null);
  return (
    await q
      .orderBy(sql`l.link_kind = 'DEFAULT'`, 'desc')
      .orderBy('s.id')
      .execute()
  ).map(toRow);
}

/** The storehouse when it is linked to the factory `unitId` (bills may name only those), else undefined. */
export async function findStorehouse(db: Db, unitId: string, id: string): Promise<StorehouseRecord | undefined> {
  const row = await seenBy(db, unitId)
    .select(columns)
    .where('s.id', '=', id)
    .where('l.linkKind', 'is not', null)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** A live storehouse of the company, whatever its links (the company's screens). */
export async function findCompanyStorehouse(db: Db, bossUnitId: string, id: string): Promise<StorehouseRecord | undefined> {
  const row = await db
    .selectFrom('storehouse as s')
    .select(columns.filter((c) => c !== 'l.linkKind'))
    .select(sql<null>`null`.as('linkKind'))
    .where('s.unitId', '=', bossUnitId)
    .where('s.isDeleted', '=', false)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The company's storehouses of one owner kind, paged by name keyword (自用仓库 / 加工厂仓库). */
export async function pageCompanyStorehouses(
  db: Db,
  bossUnitId: string,
  filter: {
    keyword?: string | undefined;
    ownerKind: StorehouseOwnerKind;
    /** Only storehouses linked to one of these factories, or to none (an employee's reach); undefined: all. */
    reach?: string[] | undefined;
  },
  limit: number,
  offset: number,
): Promise<{ list: StorehouseRecord[]; totalCount: number }> {
  let q = db
    .selectFrom('storehouse as s')
    .where('s.unitId', '=', bossUnitId)
    .where('s.isDeleted', '=', false)
    .where('s.ownerKind', '=', filter.ownerKind);
  if (filter.keyword) q = q.where('s.name', 'ilike', likeContains(filter.keyword));
  const reach = filter.reach;
  if (reach)
    q = q.where((eb) => {
      const links = () =>
        eb.selectFrom('storehouseFactoryLink as l').select('l.storehouseId').whereRef('l.storehouseId', '=', 's.id');
      return eb.or([eb.exists(links().where('l.unitId', 'in', reach.length ? reach : ['0'])), eb.not(eb.exists(links()))]);
    });
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(columns.filter((c) => c !== 'l.linkKind'))
      .select(sql<null>`null`.as('linkKind'))
      .orderBy('s.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

/** The live ids among `ids` that are storehouses of the company. */
export async function companyStorehouseIds(db: Db, bossUnitId: string, ids: string[]): Promise<Map<string, StorehouseOwnerKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('storehouse')
    .select(['id', 'ownerKind'])
    .where('unitId', '=', bossUnitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.ownerKind]));
}

export async function findStorehouseByName(db: Db, bossUnitId: string, name: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('storehouse')
      .select('id')
      .where('unitId', '=', bossUnitId)
      .where('isDeleted', '=', false)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

/** What a save writes: the form's fields with the negative-stock switches resolved (resolveNegativeStock). */
export type StorehouseFields = Omit<StorehouseInput, 'isDefault' | 'notAllowNegative' | 'ownerKind'> & NegativeStockRule;
type Fields = StorehouseFields;
const toColumns = (f: Fields) => ({
  name: f.name,
  kind: f.kind,
  notAllowNegativeMaterial: f.notAllowNegativeMaterial,
  notAllowNegativeGoods: f.notAllowNegativeGoods,
  operableTypes: JSON.stringify([...new Set(f.operableType)]),
  remark: f.remark,
});

export async function insertStorehouse(
  trx: Db,
  bossUnitId: string,
  userId: string,
  f: Fields,
  ownerKind: StorehouseOwnerKind,
): Promise<string> {
  const row = await trx
    .insertInto('storehouse')
    .values({ ...toColumns(f), ownerKind, unitId: bossUnitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStorehouse(trx: Db, bossUnitId: string, id: string, f: Fields): Promise<boolean> {
  const res = await trx
    .updateTable('storehouse')
    .set({ ...toColumns(f), updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', bossUnitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function softDeleteStorehouse(trx: Db, bossUnitId: string, id: string): Promise<boolean> {
  const res = await trx
    .updateTable('storehouse')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', bossUnitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Locks the company's storehouse rows: link and default changes of any factory of the company queue here, so two
 * of them cannot cross (the partial unique index on one default per factory backs the rule).
 */
export async function lockStorehouses(trx: Db, bossUnitId: string): Promise<void> {
  await trx.selectFrom('storehouse').select('id').where('unitId', '=', bossUnitId).orderBy('id').forUpdate().execute();
}

/** The company's factories (their unit rows), in creation order. */
export async function companyFactories(db: Db, bossUnitId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('unit')
    .select(['id', 'name'])
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'FACTORY')
    .orderBy('id')
    .execute();
}
