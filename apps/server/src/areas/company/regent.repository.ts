import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface EntryRow {
  configId: string;
  /** The other company (BOSS unit). */
  companyId: string;
  bossUnitNo: string;
  name: string;
  enabled: boolean;
  mutual: boolean;
}

/**
 * Entries of the regent-central config seen from the company `bossUnitId`: `own` — those it wrote (the companies
 * it agrees to send factories to), else those naming it (the companies agreeing to send theirs to it). `mutual`:
 * both entries of the pair exist and are enabled.
 */
export async function listEntries(db: Db, bossUnitId: string, side: 'own' | 'namingUs'): Promise<EntryRow[]> {
  const mine = side === 'own' ? 'rp.unit_id' : 'rp.partner_unit_id';
  const theirs = side === 'own' ? 'rp.partner_unit_id' : 'rp.unit_id';
  const { rows } = await sql<EntryRow>`
    select rp.id::text as "configId", c.id::text as "companyId", c.code as "bossUnitNo", c.name, rp.is_enabled as enabled,
      (rp.is_enabled and exists (
        select 1 from regent_partner back
        where back.unit_id = rp.partner_unit_id and back.partner_unit_id = rp.unit_id and back.is_enabled
      )) as mutual
    from regent_partner rp join unit c on c.id = ${sql.raw(theirs)}
    where ${sql.raw(mine)} = ${bossUnitId}
    order by rp.id`.execute(db);
  return rows;
}

export async function findEntry(db: Db, bossUnitId: string, configId: string, side: 'own' | 'namingUs') {
  return (await listEntries(db, bossUnitId, side)).find((e) => e.configId === configId);
}

export async function entryExists(db: Db, bossUnitId: string, partnerUnitId: string): Promise<boolean> {
  const row = await db
    .selectFrom('regentPartner')
    .select('id')
    .where('unitId', '=', bossUnitId)
    .where('partnerUnitId', '=', partnerUnitId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertEntry(trx: Db, bossUnitId: string, partnerUnitId: string, userId: string): Promise<string> {
  const row = await trx
    .insertInto('regentPartner')
    .values({ unitId: bossUnitId, partnerUnitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteEntry(trx: Db, bossUnitId: string, partnerUnitId: string): Promise<boolean> {
  const res = await trx
    .deleteFrom('regentPartner')
    .where('unitId', '=', bossUnitId)
    .where('partnerUnitId', '=', partnerUnitId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function setEntryEnabled(trx: Db, bossUnitId: string, configId: string, enabled: boolean): Promise<boolean> {
  const res = await trx
    .updateTable('regentPartner')
    .set({ isEnabled: enabled, updatedAt: new Date() })
    .where('unitId', '=', bossUnitId)
    .where('id', '=', configId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Both companies listed each other, both entries enabled: a factory may move from `from` to `to`. */
export async function bothAgree(db: Db, from: string, to: string): Promise<boolean> {
  const rows = await db
    .selectFrom('regentPartner')
    .select('id')
    .where('isEnabled', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([eb('unitId', '=', from), eb('partnerUnitId', '=', to)]),
        eb.and([eb('unitId', '=', to), eb('partnerUnitId', '=', from)]),
      ]),
    )
    .execute();
  return rows.length === 2;
}
