import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export interface KindAttrLink {
  id: string;
  materialKindId: string;
  customFieldId: string;
  isRequired: boolean;
  sort: number;
}

const columns = ['id', 'materialKindId', 'customFieldId', 'isRequired', 'sort'] as const;

export async function linksOfKind(db: Db, tenant: Tenant, kindId: string): Promise<KindAttrLink[]> {
  return db
    .selectFrom('materialKindAttr')
    .select(columns)
    .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
    .where('materialKindId', '=', kindId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findLinks(db: Db, tenant: Tenant, ids: string[]): Promise<KindAttrLink[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('materialKindAttr')
    .select(columns)
    .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
    .where('id', 'in', ids)
    .execute();
}

/** Appends links after the kind's last one; fields already attached are left alone. */
export async function addLinks(trx: Db, tenant: Tenant, kindId: string, fieldIds: string[]): Promise<void> {
  if (fieldIds.length === 0) return;
  const last = await trx
    .selectFrom('materialKindAttr')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
    .where('materialKindId', '=', kindId)
    .executeTakeFirst();
  const start = Number(last?.max ?? 0);
  await trx
    .insertInto('materialKindAttr')
    .values(
      fieldIds.map((customFieldId, i) => ({
        unitId: owningUnit(tenant, 'materialKindAttr'),
        materialKindId: kindId,
        customFieldId,
        sort: start + i + 1,
      })),
    )
    .onConflict((oc) => oc.columns(['unitId', 'materialKindId', 'customFieldId']).doNothing())
    .execute();
}

export async function deleteLink(trx: Db, tenant: Tenant, id: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('materialKindAttr')
    .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function setSort(trx: Db, tenant: Tenant, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await trx
      .updateTable('materialKindAttr')
      .set({ sort: i + 1, updatedAt: new Date() })
      .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
      .where('id', '=', id)
      .execute();
  }
}

export async function setRequired(trx: Db, tenant: Tenant, id: string, isRequired: boolean): Promise<void> {
  await trx
    .updateTable('materialKindAttr')
    .set({ isRequired, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'materialKindAttr'))
    .where('id', '=', id)
    .execute();
}
