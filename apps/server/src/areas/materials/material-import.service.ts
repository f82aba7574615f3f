import {
  Code,
  pageOf,
  type ImportAcrossInput,
  type ImportAcrossListInput,
  type ImportAcrossResult,
  type ImportAcrossRow,
  type MaterialAdd,
  type MaterialDetail,
  type MaterialSkuRow,
  type SkuSupplierInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { copyFiles } from '../../platform/files/index.js';
import { AppError, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit, readableUnits } from '../../platform/tenancy/scope.js';
import { requireImportSource, type ImportSource } from '../accounts/index.js';
import { matchColors } from '../attributes/index.js';
import { findSupplierIdByName } from '../partners/index.js';
import { importMeasureUnits } from '../units/index.js';
import { getKind } from './material-kind.service.js';
import * as importRepo from './material-import.repository.js';
import { insertSpec } from './material-spec.repository.js';
import * as repo from './material.repository.js';
import { getMaterialDetail, insertDraft } from './material.service.js';
import type { UnitResolvedSku } from './material-unit.service.js';

// Materials of another factory of the company copied into the session's factory (ADR 0011: materials are the factory's
// own). See the area README, "Import from another factory".

/** fac/materials/getEasyMaterialListByUnitIds: the source factory's materials, each saying whether this factory has its number. */
export async function listImportableMaterials(db: Db, ctx: RequestContext, input: ImportAcrossListInput) {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await importRepo.pageMaterialHeads(db, source.unitId, input.keyword, pageSize, offset);
  const taken = new Set(
    (
      await importRepo.materialsNumbered(
        db,
        [ctx.unitId],
        page.list.map((m) => m.no),
      )
    ).map((m) => m.no.toLowerCase()),
  );
  const skus = { zh: '个SKU', en: ' SKUs' };
  const list: ImportAcrossRow[] = page.list.map((m) => ({
    id: m.id,
    unitId: source.unitId,
    unitName: source.unitName,
    name: m.name,
    code: m.no,
    summary: [m.kindName, `${Number(m.skuCount ?? 0)}${pick(skus, ctx.lang)}`].filter(Boolean).join(' · '),
    existsHere: taken.has(m.no.toLowerCase()),
  }));
  return { list, totalCount: page.totalCount, pageNo, pageSize };
}

type Outcome = { ok: true; id: string; notes: LocalText[] } | { ok: false; reason: LocalText };

/** Target specification ids: company ones kept, the source's own matched by number here, else created as this factory's. */
async function importSpecs(trx: Db, source: ImportSource, ctx: RequestContext, skus: MaterialSkuRow[]) {
  const ids = [...new Set(skus.map((s) => s.specificationsId))];
  const specs = await importRepo.specsByIds(trx, readableUnits(source.ctx, 'materialSpec'), ids);
  const out = new Map<string, string>();
  const created: string[] = [];
  for (const spec of specs) {
    if (spec.unitId === ctx.bossUnitId) {
      out.set(spec.id, spec.id);
      continue;
    }
    const here = await importRepo.specsByNo(trx, readableUnits(ctx, 'materialSpec'), spec.no);
    const match = here.find((h) => h.unitId === ctx.bossUnitId) ?? here[0];
    if (match) out.set(spec.id, match.id);
    else {
      out.set(spec.id, (await insertSpec(trx, owningUnit(ctx, 'materialSpec'), ctx.userId, spec)).id);
      created.push(spec.no);
    }
  }
  return { ids: out, created };
}

/** One material into the target inside the call's transaction; a refusal (skip) writes nothing of it. */
async function importOne(trx: Db, ctx: RequestContext, source: ImportSource, m: MaterialDetail): Promise<Outcome> {
  if (await repo.findIdByNo(trx, ctx.unitId, m.commonMaterialsNo))
    return { ok: false, reason: { zh: '本厂已有该物料款号', en: 'this factory already has the material number' } };
  const kind = await getKind(trx, ctx, m.kindId).catch(() => null);
  if (!kind)
    return {
      ok: false,
      reason: { zh: `物料分类「${m.kindName}」本厂不能使用`, en: `the kind ${m.kindName} is not available here` },
    };
  const notes: LocalText[] = [];
  const live = m.commonMaterialsSkuList.filter((s) => !s.isStopUse);
  if (live.length < m.commonMaterialsSkuList.length) notes.push({ zh: '停用的SKU未带入', en: 'stop-used SKUs were left out' });
  const units = await importMeasureUnits(
    trx,
    source.ctx,
    ctx,
    live.flatMap((s) => [s.stockUnitId, ...(s.purchaseUnitId ? [s.purchaseUnitId] : [])]),
  );
  if (!units.ok) return units;
  const specs = await importSpecs(trx, source, ctx, live);
  const created = [...units.created, ...specs.created];
  if (created.length) notes.push({ zh: `本厂新建了：${created.join('、')}`, en: `created here: ${created.join(', ')}` });
  const colors = await matchColors(
    trx,
    source.ctx,
    ctx,
    live.flatMap((s) => (s.colorId ? [s.colorId] : [])),
  );
  const dropped = new Set<string>();
  const skus: UnitResolvedSku[] = [];
  for (const s of live) {
    const suppliers: SkuSupplierInput[] = [];
    for (const l of s.suppliers) {
      const supplierId = await findSupplierIdByName(trx, ctx.unitId, l.supplierName);
      if (!supplierId) dropped.add(l.supplierName);
      else {
        const { supplierStyleNo, supplierColorNo, planCost, excludingTaxPrice, isDefault } = l;
        suppliers.push({ supplierId, supplierStyleNo, supplierColorNo, planCost, excludingTaxPrice, isDefault });
      }
    }
    const stock = units.units.get(s.stockUnitId)!;
    const purchase = s.purchaseUnitId ? units.units.get(s.purchaseUnitId)! : null;
    skus.push({
      colorId: s.colorId ? (colors.get(s.colorId) ?? null) : null,
      colorName: s.colorName,
      specificationsId: specs.ids.get(s.specificationsId)!,
      sampleMaterial: s.sampleMaterial,
      stockUnitId: stock.id,
      stockUnit: stock.name,
      purchaseUnitId: purchase?.id ?? null,
      purchaseUnit: purchase?.name ?? null,
      conversionRate: s.conversionRate,
      remark: s.remark,
      defaultDosage: s.defaultDosage,
      fixedMaterials: s.fixedMaterials,
      mlossRate: s.mlossRate,
      suppliers,
    });
  }
  if (dropped.size)
    notes.push({
      zh: `本厂没有供应商：${[...dropped].join('、')}，未带入`,
      en: `no supplier ${[...dropped].join(', ')} here; left out`,
    });
  const files = await copyFiles(
    trx,
    source.unitId,
    { unitId: owningUnit(ctx, 'storedFile'), userId: ctx.userId },
    m.pictures.map((p) => p.id),
  );
  const pictureIds = m.pictures.flatMap((p) => files.get(p.id) ?? []);
  const main = m.pictures.find((p) => p.isMain);
  const input: MaterialAdd = {
    kindId: kind.id,
    no: m.commonMaterialsNo,
    name: m.name,
    autoName: false,
    composition: m.composition,
    width: m.width,
    weight: m.weight,
    remark: m.remark,
    skus,
    pictureIds,
    mainPictureId: (main && files.get(main.id)) ?? pictureIds[0] ?? null,
  };
  const { id } = await insertDraft(trx, ctx, { kind, specs: new Map(), skus, input });
  return { ok: true, id, notes };
}

/**
 * fac/materials/importMaterial: the chosen materials of one source factory, as drafts of this factory (they pass this
 * factory's own review), in one transaction. An unknown id refuses the call (40402 naming `ids.<i>`), nothing written.
 */
export async function importMaterials(db: Db, ctx: RequestContext, input: ImportAcrossInput): Promise<ImportAcrossResult> {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const materials: MaterialDetail[] = [];
  for (const [i, id] of [...new Set(input.ids)].entries()) {
    const m = await getMaterialDetail(db, source.ctx, id).catch(() => null);
    if (!m)
      throw new AppError(
        Code.notFound,
        { zh: '物料不存在', en: 'Material not found' },
        { errors: [{ field: `ids.${i}`, message: 'not a material of the source factory' }] },
      );
    materials.push(m);
  }
  return db.transaction().execute(async (trx) => {
    const result: ImportAcrossResult = { imported: [], skipped: [] };
    for (const m of materials) {
      const name = `${m.commonMaterialsNo} ${m.name}`;
      const outcome = await importOne(trx, ctx, source, m);
      if (outcome.ok)
        result.imported.push({ sourceId: m.id, id: outcome.id, name, notes: outcome.notes.map((n) => pick(n, ctx.lang)) });
      else result.skipped.push({ sourceId: m.id, name, reason: pick(outcome.reason, ctx.lang) });
    }
    return result;
  });
}
