import {
  OUTSIDE_FACTORY_BILL_TYPE,
  type NamedRef,
  type OutsideFactoryRow,
  type SettlementMethod,
  type Webhook,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

const columns = [
  'outsideFactory.id',
  'outsideFactory.code',
  'outsideFactory.name',
  'outsideFactory.factoryRateIds',
  'outsideFactory.attrIds',
  'outsideFactory.linkedFactoryIds',
  'outsideFactory.contacts',
  'outsideFactory.telephone',
  'outsideFactory.mobilePhone',
  'outsideFactory.provinceId',
  'outsideFactory.cityId',
  'outsideFactory.areaId',
  'outsideFactory.address',
  'outsideFactory.commonStorehouseId',
  'outsideFactory.settlementMethod',
  'outsideFactory.taxRate',
  'outsideFactory.bankAccount',
  'outsideFactory.bankName',
  'outsideFactory.remark',
  'outsideFactory.extNo',
  'outsideFactory.webhooks',
  'outsideFactory.isStopped',
  'outsideFactory.status',
  'outsideFactory.version',
  'outsideFactory.createdAt',
  'outsideFactory.updatedAt',
] as const;

/** The stored fields of a factory, as the service hands them over. */
export interface OutsideFactoryValues {
  code: string;
  name: string;
  factoryRateIds: string[];
  attrIds: string[];
  outsideFactoryIds: string[];
  contacts: string | null;
  telephone: string | null;
  mobilePhone: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  commonStorehouseId: string | null;
  settlementMethod: SettlementMethod | null;
  taxRate: string | null;
  bankAccount: string | null;
  bankName: string | null;
  remark: string | null;
}

export interface OutsideFactoryFilter {
  keyword?: string | undefined;
  name?: string | undefined;
  code?: string | undefined;
  phone?: string | undefined;
  factoryRateIds?: string[] | undefined;
  attrIds?: string[] | undefined;
  stopuse?: number | undefined;
  statuses?: number[] | undefined;
}

function live(db: Db, unitId: string) {
  return db
    .selectFrom('outsideFactory')
    .where('outsideFactory.unitId', '=', unitId)
    .where('outsideFactory.isDeleted', '=', false);
}

/** "Any of these ids" on a jsonb array of id strings. */
const anyOf = (column: string, ids: string[]) => sql<boolean>`${sql.ref(column)} ?| array[${sql.join(ids)}]::text[]`;

/** The last review remark (审批备注): the newest message in the bill's approval history. */
const lastMessage = sql<string | null>`(
  select e.message from bill_event e
  where e.unit_id = outside_factory.unit_id and e.bill_type = ${OUTSIDE_FACTORY_BILL_TYPE}
    and e.bill_id = outside_factory.id and e.message is not null
  order by e.id desc limit 1)`;

function selectRows(db: Db, unitId: string) {
  return live(db, unitId)
    .leftJoin('appUser', 'appUser.id', 'outsideFactory.createdBy')
    .select([...columns, 'appUser.userName as createdByName', lastMessage.as('msg')]);
}
type Raw = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** Names of ratings, brands and linked factories for a set of rows, in two or three queries. */
async function withNames(db: Db, unitId: string, rows: Raw[]): Promise<OutsideFactoryRow[]> {
  const collect = (pick: (r: Raw) => string[]) => [...new Set(rows.flatMap(pick))];
  const [rates, brands, linked] = await Promise.all([
    namesOf(
      db,
      'outsideFactoryRate',
      unitId,
      collect((r) => r.factoryRateIds),
    ),
    namesOf(
      db,
      'outsideFactoryBrand',
      unitId,
      collect((r) => r.attrIds),
    ),
    factoryNames(
      db,
      unitId,
      collect((r) => r.linkedFactoryIds),
    ),
  ]);
  const join = (map: Map<string, string>, ids: string[]) =>
    ids
      .map((id) => map.get(id))
      .filter(Boolean)
      .join('、');
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    factoryRateIds: r.factoryRateIds,
    factoryRateName: join(rates, r.factoryRateIds),
    attrIds: r.attrIds,
    attrName: join(brands, r.attrIds),
    contacts: r.contacts,
    telephone: r.telephone,
    mobilePhone: r.mobilePhone,
    outsideFactoryIds: r.linkedFactoryIds,
    outsideFactoryRelaName: join(linked, r.linkedFactoryIds),
    provinceId: r.provinceId,
    cityId: r.cityId,
    areaId: r.areaId,
    address: r.address,
    commonStorehouseId: r.commonStorehouseId,
    // The storehouse area is not built yet: the id is kept, its name comes once that area exists.
    commonStorehouseName: null,
    settlementMethod: r.settlementMethod as SettlementMethod | null,
    // numeric(7,4) answers 13.0000: the exact value without the padding.
    taxRate: r.taxRate === null ? null : Dec.of(r.taxRate).toString(),
    bankAccount: r.bankAccount,
    bankName: r.bankName,
    remark: r.remark,
    extNo: r.extNo,
    webhooks: r.webhooks as Webhook[],
    stopuse: r.isStopped ? 1 : 0,
    status: r.status,
    version: r.version,
    msg: r.msg,
    canDelete: r.status === 0,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    createdByName: r.createdByName,
  }));
}

/** The list's filters, shared by the page and the export. */
function filtered(db: Db, unitId: string, filter: OutsideFactoryFilter) {
  let q = live(db, unitId);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('outsideFactory.name', 'ilike', like),
        eb('outsideFactory.code', 'ilike', like),
        eb('outsideFactory.mobilePhone', 'ilike', like),
        eb('outsideFactory.telephone', 'ilike', like),
      ]),
    );
  }
  if (filter.name) q = q.where('outsideFactory.name', 'ilike', likeContains(filter.name));
  if (filter.code) q = q.where('outsideFactory.code', 'ilike', likeContains(filter.code));
  if (filter.phone) {
    const like = likeContains(filter.phone);
    q = q.where((eb) => eb.or([eb('outsideFactory.mobilePhone', 'ilike', like), eb('outsideFactory.telephone', 'ilike', like)]));
  }
  if (filter.factoryRateIds?.length) q = q.where(anyOf('outsideFactory.factoryRateIds', filter.factoryRateIds));
  if (filter.attrIds?.length) q = q.where(anyOf('outsideFactory.attrIds', filter.attrIds));
  if (filter.stopuse !== undefined) q = q.where('outsideFactory.isStopped', '=', filter.stopuse === 1);
  if (filter.statuses?.length) q = q.where('outsideFactory.status', 'in', filter.statuses);
  return q;
}

const withDisplay = <Q extends ReturnType<typeof filtered>>(q: Q) =>
  q
    .leftJoin('appUser', 'appUser.id', 'outsideFactory.createdBy')
    .select([...columns, 'appUser.userName as createdByName', lastMessage.as('msg')]);

export async function pageOutsideFactories(
  db: Db,
  unitId: string,
  filter: OutsideFactoryFilter,
  limit: number,
  offset: number,
): Promise<{ list: OutsideFactoryRow[]; totalCount: number }> {
  const q = filtered(db, unitId, filter);
  const count = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await withDisplay(q).orderBy('outsideFactory.id', 'desc').limit(limit).offset(offset).execute();
  return { list: await withNames(db, unitId, rows), totalCount: Number(count.n) };
}

/** One keyset batch of the export: factories after `afterId` in id order, with the list's filters. */
export async function exportBatch(
  db: Db,
  unitId: string,
  filter: OutsideFactoryFilter,
  afterId: string | null,
  limit: number,
): Promise<OutsideFactoryRow[]> {
  let q = filtered(db, unitId, filter);
  if (afterId) q = q.where('outsideFactory.id', '>', afterId);
  const rows = await withDisplay(q).orderBy('outsideFactory.id').limit(limit).execute();
  return withNames(db, unitId, rows);
}

export async function findOutsideFactory(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; code?: string | undefined },
): Promise<OutsideFactoryRow | undefined> {
  let q = selectRows(db, unitId);
  if (by.id) q = q.where('outsideFactory.id', '=', by.id);
  else if (by.code) q = q.where(sql<string>`lower(outside_factory.code)`, '=', by.code.toLowerCase());
  else return undefined;
  const row = await q.executeTakeFirst();
  return row ? (await withNames(db, unitId, [row]))[0] : undefined;
}

/** The option list other screens pick a factory from: stopped factories are left out unless asked for. */
export async function outsideFactoryOptions(
  db: Db,
  unitId: string,
  opts: { keyword?: string | undefined; includeStopped?: boolean | undefined },
): Promise<{ id: string; name: string; code: string }[]> {
  let q = live(db, unitId).select(['outsideFactory.id', 'outsideFactory.name', 'outsideFactory.code']);
  if (!opts.includeStopped) q = q.where('outsideFactory.isStopped', '=', false);
  if (opts.keyword) {
    const like = likeContains(opts.keyword);
    q = q.where((eb) => eb.or([eb('outsideFactory.name', 'ilike', like), eb('outsideFactory.code', 'ilike', like)]));
  }
  return q.orderBy('outsideFactory.name').limit(500).execute();
}

export async function findByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await live(db, unitId).select('outsideFactory.id').where('outsideFactory.name', '=', name).executeTakeFirst())?.id;
}

export async function findByCode(db: Db, unitId: string, code: string): Promise<string | undefined> {
  return (
    await live(db, unitId)
      .select('outsideFactory.id')
      .where(sql<string>`lower(outside_factory.code)`, '=', code.toLowerCase())
      .executeTakeFirst()
  )?.id;
}

/** Is this a live processing factory (加工厂) of the unit? */
export const outsideFactoryExists = async (db: Db, unitId: string, id: string): Promise<boolean> =>
  (await countFactories(db, unitId, [id])) === 1;

/** How many of these ids are live factories of the unit. */
export async function countFactories(db: Db, unitId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await live(db, unitId)
    .select(sql<string>`count(*)`.as('n'))
    .where('outsideFactory.id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function factoryNames(db: Db, unitId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await live(db, unitId)
    .select(['outsideFactory.id', 'outsideFactory.name'])
    .where('outsideFactory.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const toStored = (v: OutsideFactoryValues) => {
  const { factoryRateIds, attrIds, outsideFactoryIds, ...plain } = v;
  return {
    ...plain,
    factoryRateIds: JSON.stringify(factoryRateIds),
    attrIds: JSON.stringify(attrIds),
    linkedFactoryIds: JSON.stringify(outsideFactoryIds),
  };
};

export async function insertOutsideFactory(
  trx: Db,
  unitId: string,
  userId: string,
  v: OutsideFactoryValues,
): Promise<{ id: string }> {
  return trx
    .insertInto('outsideFactory')
    .values({ ...toStored(v), unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Optimistic lock on version: a stale form cannot overwrite someone else's edit. */
export async function updateOutsideFactory(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number | undefined,
  v: OutsideFactoryValues,
): Promise<boolean> {
  let q = trx
    .updateTable('outsideFactory')
    .set({ ...toStored(v), updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false);
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Settings outside the approval flow: stop-use, external number, webhooks. */
export async function setOutsideFactorySettings(
  db: Db,
  unitId: string,
  userId: string,
  id: string,
  set: { isStopped?: boolean; extNo?: string | null; webhooks?: Webhook[] },
): Promise<boolean> {
  const res = await db
    .updateTable('outsideFactory')
    .set({
      ...(set.isStopped !== undefined ? { isStopped: set.isStopped } : {}),
      ...(set.extNo !== undefined ? { extNo: set.extNo } : {}),
      ...(set.webhooks !== undefined ? { webhooks: JSON.stringify(set.webhooks) } : {}),
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ratings (outside_factory_rate) and brands (outside_factory_brand). */
export type TagTable = 'outsideFactoryRate' | 'outsideFactoryBrand';

export async function listTags(db: Db, table: TagTable, unitId: string): Promise<NamedRef[]> {
  return db.selectFrom(table).select(['id', 'name']).where('unitId', '=', unitId).orderBy('id').execute();
}

export async function findTagByName(db: Db, table: TagTable, unitId: string, name: string): Promise<string | undefined> {
  return (await db.selectFrom(table).select('id').where('unitId', '=', unitId).where('name', '=', name).executeTakeFirst())?.id;
}

export async function insertTag(db: Db, table: TagTable, unitId: string, name: string): Promise<NamedRef> {
  return db.insertInto(table).values({ unitId, name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

async function namesOf(db: Db, table: TagTable, unitId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('unitId', '=', unitId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function countTags(db: Db, table: TagTable, unitId: string, ids: string[]): Promise<number> {
  return (await namesOf(db, table, unitId, ids)).size;
}

/** What points at a storehouse (the factory area refuses to delete it while anything does). */
export async function factoriesUsingStorehouse(db: Db, unitId: string, storehouseId: string) {
  const rows = await live(db, unitId)
    .select(['outsideFactory.id', 'outsideFactory.code', 'outsideFactory.name'])
    .where('outsideFactory.commonStorehouseId', '=', storehouseId)
    .limit(50)
    .execute();
  return rows.map((r) => ({ kind: 'OUTSIDE_FACTORY', id: r.id, label: `${r.code} ${r.name}` }));
}

/** Desk columns: contact, phones, address, ratings. */
export async function deskColumns(db: Db, unitId: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await selectRows(db, unitId).where('outsideFactory.id', 'in', ids).execute();
  const full = await withNames(db, unitId, rows);
  return new Map(
    full.map((r) => [
      r.id,
      {
        contacts: r.contacts,
        telephone: r.telephone,
        mobilePhone: r.mobilePhone,
        address: r.address,
        factoryRateName: r.factoryRateName,
        attrName: r.attrName,
        stopuse: r.stopuse,
      },
    ]),
  );
}
