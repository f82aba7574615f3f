import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { sql } from 'kysely';
import * as repo from './allocate.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/** firstHandCallInConfig/list: the receiving storehouses under 一手调入. */
export function listAutoReceive(db: Db, ctx: RequestContext) {
  return repo.autoReceiveStorehouses(db, ctx.unitId);
}

/** firstHandCallInConfig: the whole list each time; every storehouse must be one this factory receives in (linked to it). */
export async function setAutoReceive(db: Db, ctx: RequestContext, storehouseIds: string[]) {
  const ids = [...new Set(storehouseIds)];
  return db.transaction().execute(async (trx) => {
    const known = await companyStorehouses(trx, ctx, ids);
    const missing = storehouseIds.findIndex((id) => !known.has(id));
    if (missing >= 0) throw invalid(`storehouseIds.${missing}`, { zh: '仓库不存在', en: 'the storehouse does not exist' });
    await repo.setAutoReceiveStorehouses(trx, ctx.unitId, ctx.userId, ids);
    return repo.autoReceiveStorehouses(trx, ctx.unitId);
  });
}

async function companyStorehouses(db: Db, ctx: RequestContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await sql<{ id: string }>`select s.id from storehouse s
    where s.unit_id = ${ctx.bossUnitId} and not s.is_deleted and s.id in (${sql.join(ids)})
      and exists (select 1 from storehouse_factory_link l where l.storehouse_id = s.id and l.unit_id = ${ctx.unitId})`.execute(
    db,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * allocate/storehouses: where a transfer may go: every live storehouse of the company with the factories it is
 * linked to (another factory's storehouse receives too), the factory's own linked ones first. This is the one place a
 * factory reads the names of company storehouses not linked to it (ADR 0011, consequences; the tenancy sweep names it).
 */
export async function receivingStorehouses(db: Db, ctx: RequestContext, keyword?: string) {
  const like = keyword ? likeContains(keyword) : null;
  const { rows } = await sql<{ value: string; label: string; factoryNames: string | null; isOwn: boolean }>`
    select s.id as value, s.name as label,
      (select string_agg(u.name, '、' order by u.id) from storehouse_factory_link l join unit u on u.id = l.unit_id
        where l.storehouse_id = s.id) as "factoryNames",
      exists (select 1 from storehouse_factory_link l where l.storehouse_id = s.id and l.unit_id = ${ctx.unitId}) as "isOwn"
    from storehouse s where s.unit_id = ${ctx.bossUnitId} and not s.is_deleted
      and (${like}::text is null or s.name ilike ${like})
    order by 4 desc, s.id`.execute(db);
  return rows;
}
