import type { CodeRatioRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

export async function listCodeRatios(
  db: Db,
  unitId: string,
  by: { id?: string | undefined; styleId?: string | undefined } = {},
): Promise<CodeRatioRow[]> {
  let q = db
    .selectFrom('codeRatio as r')
    .innerJoin('sizeCategory as c', 'c.id', 'r.sizeCategoryId')
    .select(['r.id', 'r.name', 'r.sizeCategoryId', 'c.name as category'])
    .where('r.unitId', '=', unitId);
  if (by.id) q = q.where('r.id', '=', by.id);
  if (by.styleId)
    q = q.where('r.id', 'in', (eb) =>
      eb
        .selectFrom('codeRatioStyle')
        .select('codeRatioId')
        .where('codeRatioStyle.unitId', '=', unitId)
        .where('codeRatioStyle.styleId', '=', by.styleId!),
    );
  const heads = await q.orderBy('r.id').execute();
  if (!heads.length) return [];
  const ids = heads.map((h) => h.id);
  const [items, mediums] = await Promise.all([
    db
      .selectFrom('codeRatioSize as i')
      .innerJoin('skuAttr as s', 's.id', 'i.sizeId')
      .select(['i.codeRatioId', 'i.sizeId', 's.name as sizeName', 'i.ratio'])
      .where('i.unitId', '=', unitId)
      .where('i.codeRatioId', 'in', ids)
      .orderBy('i.sort')
      .execute(),
    db
      .selectFrom('codeRatioMedium')
      .select(['codeRatioId', 'attrId'])
      .where('unitId', '=', unitId)
      .where('codeRatioId', 'in', ids)
      .orderBy('attrId')
      .execute(),
  ]);
  return heads.map((h) => {
    const list = items.filter((i) => i.codeRatioId === h.id).map(({ sizeId, sizeName, ratio }) => ({ sizeId, sizeName, ratio }));
    return {
      ...h,
      attrIds: mediums.filter((m) => m.codeRatioId === h.id).map((m) => m.attrId),
      sizeCodeRatioCateList: list,
      total: list.reduce((a, i) => a + i.ratio, 0),
    };
  });
}

export async function findCodeRatioByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  return (await db.selectFrom('codeRatio').select('id').where('unitId', '=', unitId).where('name', '=', name).executeTakeFirst())
    ?.id;
}

export async function codeRatioExists(db: Db, unitId: string, id: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('codeRatio').select('id').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst(),
  );
}

export interface CodeRatioFields {
  name: string;
  sizeCategoryId: string;
  attrIds: string[];
  items: { sizeId: string; ratio: number }[];
}

async function replaceParts(trx: Db, unitId: string, id: string, f: CodeRatioFields): Promise<void> {
  await trx.deleteFrom('codeRatioSize').where('unitId', '=', unitId).where('codeRatioId', '=', id).execute();
  await trx.deleteFrom('codeRatioMedium').where('unitId', '=', unitId).where('codeRatioId', '=', id).execute();
  await trx
    .insertInto('codeRatioSize')
    .values(f.items.map((i, n) => ({ unitId, codeRatioId: id, sizeId: i.sizeId, ratio: i.ratio, sort: n + 1 })))
    .execute();
  if (f.attrIds.length)
    await trx
      .insertInto('codeRatioMedium')
      .values(f.attrIds.map((attrId) => ({ unitId, codeRatioId: id, attrId })))
      .execute();
}

export async function insertCodeRatio(trx: Db, unitId: string, f: CodeRatioFields): Promise<{ id: string }> {
  const row = await trx
    .insertInto('codeRatio')
    .values({ unitId, name: f.name, sizeCategoryId: f.sizeCategoryId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceParts(trx, unitId, row.id, f);
  return row;
}

export async function updateCodeRatio(trx: Db, unitId: string, id: string, f: CodeRatioFields): Promise<void> {
  await trx
    .updateTable('codeRatio')
    .set({ name: f.name, sizeCategoryId: f.sizeCategoryId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
  await replaceParts(trx, unitId, id, f);
}

export async function styleLinkCount(db: Db, unitId: string, id: string): Promise<number> {
  const rows = await db
    .selectFrom('codeRatioStyle')
    .select('styleId')
    .where('unitId', '=', unitId)
    .where('codeRatioId', '=', id)
    .execute();
  return rows.length;
}

export async function deleteCodeRatio(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx.deleteFrom('codeRatio').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Replaces the ratios a goods style offers (called by the goods area inside its transaction). */
export async function replaceStyleLinks(trx: Db, unitId: string, styleId: string, codeRatioIds: string[]): Promise<void> {
  await trx.deleteFrom('codeRatioStyle').where('unitId', '=', unitId).where('styleId', '=', styleId).execute();
  if (codeRatioIds.length)
    await trx
      .insertInto('codeRatioStyle')
      .values(codeRatioIds.map((codeRatioId) => ({ unitId, codeRatioId, styleId })))
      .execute();
}

export async function countOwnedRatios(db: Db, unitId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  return (await db.selectFrom('codeRatio').select('id').where('unitId', '=', unitId).where('id', 'in', ids).execute()).length;
}

/** No row means the default: switched on. */
export async function isRatioEnabled(db: Db, unitId: string): Promise<boolean> {
  const row = await db.selectFrom('codeRatioSetting').select('isEnabled').where('unitId', '=', unitId).executeTakeFirst();
  return row?.isEnabled ?? true;
}

export async function setRatioEnabled(db: Db, unitId: string, isEnabled: boolean): Promise<void> {
  await db
    .insertInto('codeRatioSetting')
    .values({ unitId, isEnabled })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ isEnabled, updatedAt: new Date() }))
    .execute();
}
