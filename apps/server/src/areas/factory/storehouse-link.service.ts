import type { StorehouseLinkChoice, StorehouseLinkKind, StorehouseUnitLinkRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import * as links from './storehouse-link.repository.js';
import * as repo from './storehouse.repository.js';

export const storehouseNotFound = () => notFound({ zh: '仓库', en: 'Storehouse' });
const factoryNotFound = () => notFound({ zh: '工厂', en: 'Factory' });
const processingNoDefault = (field: string) =>
  invalid(field, { zh: '加工厂仓库不能设为默认仓', en: "a processing factory's storehouse cannot be a default" });

/** The factory's storehouse links (默认仓 first, then 共用仓), with the storehouses' names. */
export function listFactoryStorehouseLinks(db: Db, unitId: string) {
  return links.linksOfFactory(db, unitId);
}

/**
 * Sets which of the company's storehouses the factory `unitId` uses (the factory forms' 关联仓库 and 默认仓), inside the
 * caller's transaction. `storehouseIds` replaces the factory's links (undefined: kept); `defaultId` chooses the default
 * among them (linked if it was not; null: none; undefined: kept while still linked). New links are SHARED. Refuses
 * (40402) a storehouse that is not the company's, or a factory of another company; a processing-factory storehouse
 * cannot be the default (40001 defaultStorehouseId).
 */
export async function setFactoryStorehouseLinks(
  trx: Db,
  tenant: Pick<Tenant, 'bossUnitId'>,
  unitId: string,
  storehouseIds: string[] | undefined,
  defaultId: string | null | undefined,
): Promise<void> {
  if (storehouseIds === undefined && defaultId === undefined) return;
  if (!(await repo.companyFactories(trx, tenant.bossUnitId)).some((f) => f.id === unitId)) throw factoryNotFound();
  await repo.lockStorehouses(trx, tenant.bossUnitId);
  const wanted = [...new Set([...(storehouseIds ?? []), ...(defaultId ? [defaultId] : [])])];
  const known = await repo.companyStorehouseIds(trx, tenant.bossUnitId, wanted);
  if (wanted.some((id) => !known.has(id))) throw storehouseNotFound();
  if (defaultId && known.get(defaultId) === 'PROCESSING') throw processingNoDefault('defaultStorehouseId');

  const current = await links.linksOfFactory(trx, unitId);
  const keep = storehouseIds === undefined ? current.map((l) => l.storehouseId) : [...new Set(storehouseIds)];
  if (defaultId && !keep.includes(defaultId)) keep.push(defaultId);
  const currentDefault = current.find((l) => l.linkKind === 'DEFAULT')?.storehouseId ?? null;
  const nextDefault =
    defaultId === undefined ? (currentDefault && keep.includes(currentDefault) ? currentDefault : null) : defaultId;

  await links.deleteFactoryLinksExcept(trx, unitId, keep);
  if (nextDefault === null) await links.clearDefault(trx, unitId);
  const had = new Set(current.map((l) => l.storehouseId));
  for (const storehouseId of keep)
    if (storehouseId === nextDefault) await links.putLink(trx, { storehouseId, unitId, linkKind: 'DEFAULT' });
    else if (!had.has(storehouseId)) await links.putLink(trx, { storehouseId, unitId, linkKind: 'SHARED' });
}

/** Each of these factories with its link to each storehouse ('NONE' when not linked), in factory order. */
export async function storehouseUnitLinks(db: Db, factories: { id: string; name: string }[], storehouseIds: string[]) {
  const rows = await links.linksOfStorehouses(db, storehouseIds);
  return new Map<string, StorehouseUnitLinkRow[]>(
    storehouseIds.map((id) => [
      id,
      factories.map((f) => ({
        unitId: f.id,
        unitName: f.name,
        linkKind: (rows.find((r) => r.storehouseId === id && r.unitId === f.id)?.linkKind ?? 'NONE') as StorehouseLinkChoice,
      })),
    ]),
  );
}

/**
 * Sets one storehouse's link per factory (setUpStorehouseUnit), inside the caller's transaction: DEFAULT makes it the
 * factory's only default, SHARED links it, NONE unlinks it; factories left out keep theirs. Each unit must be a
 * factory of the company, and one of `reach` when given (an employee acts only in the factories it enters); 40001
 * naming the entry.
 */
export async function setStorehouseLinks(
  trx: Db,
  tenant: Pick<Tenant, 'bossUnitId'>,
  storehouseId: string,
  wanted: { unitId: string; linkKind: StorehouseLinkChoice }[],
  reach?: ReadonlySet<string>,
  field = 'setUpStorehouseUnit',
): Promise<void> {
  await repo.lockStorehouses(trx, tenant.bossUnitId);
  const storehouse = await repo.findCompanyStorehouse(trx, tenant.bossUnitId, storehouseId);
  if (!storehouse) throw storehouseNotFound();
  const factories = new Set((await repo.companyFactories(trx, tenant.bossUnitId)).map((f) => f.id));
  const seen = new Set<string>();
  wanted.forEach((w, i) => {
    if (!factories.has(w.unitId) || (reach && !reach.has(w.unitId)))
      throw invalid(`${field}.${i}.unitId`, {
        zh: '不是本集团中您可进入的工厂',
        en: 'is not a factory of the company you may enter',
      });
    if (seen.has(w.unitId)) throw invalid(`${field}.${i}.unitId`, { zh: '工厂重复', en: 'the factory is listed twice' });
    seen.add(w.unitId);
    if (w.linkKind === 'DEFAULT' && storehouse.ownerKind === 'PROCESSING') throw processingNoDefault(`${field}.${i}.linkKind`);
  });
  for (const w of wanted)
    if (w.linkKind === 'NONE') await links.deleteLink(trx, storehouseId, w.unitId);
    else await links.putLink(trx, { storehouseId, unitId: w.unitId, linkKind: w.linkKind as StorehouseLinkKind });
}
