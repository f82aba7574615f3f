import { sql } from 'kysely';
import type { BomTemplateRowInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

function heads(db: Db, tenant: Tenant) {
  return db
    .selectFrom('bomTemplate as t')
    .leftJoin('appUser as u', 'u.id', 't.createdBy')
    .select((eb) => [
      't.id',
      't.name',
      't.remark',
      'u.userName as createdByName',
      't.createdAt',
      't.updatedAt',
      eb
        .selectFrom('bomTemplateRow as r')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('r.bomTemplateId', '=', 't.id')
        .as('rowCount'),
    ])
    .where('t.unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .where('t.isDeleted', '=', false);
}

export async function findTemplate(db: Db, tenant: Tenant, id: string) {
  return heads(db, tenant).where('t.id', '=', id).executeTakeFirst();
}

export async function lockTemplate(trx: Db, tenant: Tenant, id: string) {
  return trx
    .selectFrom('bomTemplate')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

export async function pageTemplates(db: Db, tenant: Tenant, f: { keyword?: string | undefined }, offset: number, limit: number) {
  let q = heads(db, tenant);
  let c = db
    .selectFrom('bomTemplate as t')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .where('t.isDeleted', '=', false);
  if (f.keyword) {
    const hit = sql<boolean>`(strpos(lower(t.name), lower(${f.keyword})) > 0 or strpos(lower(coalesce(t.remark, '')), lower(${f.keyword})) > 0)`;
    q = q.where(hit);
    c = c.where(hit);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('t.id', 'desc').offset(offset).limit(limit).execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export async function findTemplateIdByName(db: Db, tenant: Tenant, name: string, selfId?: string) {
  let q = db
    .selectFrom('bomTemplate')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .where('isDeleted', '=', false)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (selfId) q = q.where('id', '<>', selfId);
  return (await q.executeTakeFirst())?.id ?? null;
}

export async function insertTemplate(trx: Db, tenant: Tenant & { userId: string }, f: { name: string; remark: string | null }) {
  return (
    await trx
      .insertInto('bomTemplate')
      .values({ ...f, unitId: owningUnit(tenant, 'bomTemplate'), createdBy: tenant.userId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateTemplate(
  trx: Db,
  tenant: Tenant & { userId: string },
  id: string,
  f: { name: string; remark: string | null },
) {
  await trx
    .updateTable('bomTemplate')
    .set({ ...f, updatedBy: tenant.userId, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .execute();
}

export async function softDeleteTemplate(trx: Db, tenant: Tenant & { userId: string }, id: string) {
  await trx
    .updateTable('bomTemplate')
    .set({ isDeleted: true, updatedBy: tenant.userId, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('unitId', 'in', readableUnits(tenant, 'bomTemplate'))
    .execute();
}

/** The template's rows become `rows` (all replaced: template rows are referenced by nothing). */
export async function replaceTemplateRows(trx: Db, tenant: Tenant, templateId: string, rows: BomTemplateRowInput[]) {
  await trx
    .deleteFrom('bomTemplateRow')
    .where('bomTemplateId', '=', templateId)
    .where('unitId', 'in', readableUnits(tenant, 'bomTemplateRow'))
    .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('bomTemplateRow')
    .values(
      rows.map((r, i) => ({
        unitId: owningUnit(tenant, 'bomTemplateRow'),
        bomTemplateId: templateId,
        materialSkuId: r.materialSkuId,
        singleDosage: r.singleDosage,
        lossRate: r.lossRate,
        isMain: r.isMain,
        partName: r.partName,
        supplierId: r.supplierId,
        planCost: r.planCost,
        remark: r.remark,
        sort: i,
      })),
    )
    .execute();
}

export async function templateRows(db: Db, tenant: Tenant, templateIds: string[]) {
  if (templateIds.length === 0) return [];
  return db
    .selectFrom('bomTemplateRow as r')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'r.materialSkuId')
    .leftJoin('supplier as sup', 'sup.id', 'r.supplierId')
    .select([
      'r.id',
      'r.bomTemplateId',
      'r.sort',
      'r.materialSkuId',
      's.materialId',
      's.materialNo as materialsNo',
      's.materialName as materialsName',
      's.kindName',
      's.colorName',
      's.specNo',
      's.specRemark',
      's.stockUnit',
      'r.singleDosage',
      'r.lossRate',
      'r.isMain',
      'r.partName',
      'r.supplierId',
      'sup.name as supplierName',
      'r.planCost',
      'r.remark',
    ])
    .where('r.unitId', 'in', readableUnits(tenant, 'bomTemplateRow'))
    .where('r.bomTemplateId', 'in', templateIds)
    .orderBy('r.bomTemplateId')
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
}

/** Live material SKUs of the factory by material number, colour and specification number (the Excel import). */
export async function materialSkusByKeys(db: Db, tenant: Tenant, materialNos: string[]) {
  if (materialNos.length === 0) return [];
  return db
    .selectFrom('materialSkuDescriptor')
    .select(['id', 'materialNo', 'colorName', 'specNo'])
    .where('unitId', 'in', readableUnits(tenant, 'materialSkuDescriptor'))
    .where('isDeleted', '=', false)
    .where('materialIsDeleted', '=', false)
    .where(sql<boolean>`lower(material_no) in (${sql.join(materialNos.map((n) => n.toLowerCase()))})`)
    .execute();
}

/** Live templates naming any of these material SKUs (the materials' usage check). */
export async function templatesUsingMaterialSkus(db: Db, unitId: string, skuIds: string[]) {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('bomTemplate as t')
    .innerJoin('bomTemplateRow as r', 'r.bomTemplateId', 't.id')
    .select(['t.id', 't.name'])
    .distinct()
    .where('t.unitId', '=', unitId)
    .where('t.isDeleted', '=', false)
    .where('r.materialSkuId', 'in', skuIds)
    .execute();
}
