import {
  barcodeImportRow,
  barcodeSchema,
  Code,
  pageOf,
  type BarcodeImportRow,
  type BarcodeListInput,
  type GoodsSku,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicatesWithinFile, type ImportDefinition, type RowError } from '../../platform/excel/index.js';
import { AppError, notFound, type LocalText } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './goods-barcode.repository.js';
import * as skuRepo from './goods-sku.repository.js';
import * as styleRepo from './goods-style.repository.js';
import { getStyleDetail } from './goods-style.service.js';

const barcodeText = { zh: '条码', en: 'Barcode' };

/** Generated barcodes (批量生成条形码): 13 digits by default; a factory's own rule must give letters and digits only. */
export const GOODS_BARCODE_NUMBER_KEY = 'GOODS_BARCODE';
registerNumberRule({
  billType: GOODS_BARCODE_NUMBER_KEY,
  kind: 'ARCHIVE',
  zh: '商品条形码',
  en: 'Goods barcode',
  segments: [
    { type: 'TEXT', value: '69' },
    { type: 'SERIAL', length: 11, reset: 'NEVER' },
  ],
});
/** At most this many SKUs get a barcode per call (the rest on the next call). */
const GENERATE_LIMIT = 5000;
const barcodeNotFound = () => notFound(barcodeText);

type Holder = Awaited<ReturnType<typeof repo.barcodeHolder>>;

/**
 * Why a barcode cannot be used: it exists in the company. When another factory's SKU carries it, the factory is
 * named ("条形码 X 已被 二厂 的货品使用"), so the clerk knows where to look; its goods stay that factory's own.
 */
function takenText(ctx: RequestContext, barcode: string, holder: Holder): LocalText {
  if (holder?.skuUnitId && holder.skuUnitId !== ctx.unitId && holder.factoryName)
    return {
      zh: `条形码 ${barcode} 已被 ${holder.factoryName} 的货品使用`,
      en: `Barcode ${barcode} is used by goods of ${holder.factoryName}`,
    };
  return { zh: `条形码 ${barcode} 已存在`, en: `Barcode ${barcode} already exists` };
}

/** "条形码 X 已存在" (or the factory whose SKU carries it), naming the barcode and the field. */
export function barcodeTaken(barcode: string, field = 'barcode', text?: LocalText): AppError {
  const message = text ?? { zh: `条形码 ${barcode} 已存在`, en: `Barcode ${barcode} already exists` };
  return new AppError(Code.duplicate, message, { errors: [{ field, message: message.en }] });
}

export async function pageBarcodeList(db: Db, ctx: RequestContext, input: BarcodeListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageBarcodes(db, ctx, input, pageSize, offset)), pageNo, pageSize };
}

/** isExist: whether the barcode is taken in the company (by another row than barcodeId). */
export async function barcodeExists(db: Db, ctx: RequestContext, barcode: string, selfId?: string) {
  const id = await repo.findIdByBarcode(db, ctx, barcode);
  const exists = Boolean(id && id !== selfId);
  return { exists, id: exists ? id : null };
}

async function requireBarcode(db: Db, ctx: RequestContext, id: string) {
  const row = await repo.findBarcode(db, ctx, id);
  if (!row) throw barcodeNotFound();
  return row;
}

export async function updateBarcodeRecord(
  db: Db,
  ctx: RequestContext,
  input: { id: string; barcode: string; gbcode: string | null },
) {
  await requireBarcode(db, ctx, input.id);
  const holder = await repo.barcodeHolder(db, ctx, input.barcode);
  if (holder && holder.id !== input.id) throw barcodeTaken(input.barcode, 'barcode', takenText(ctx, input.barcode, holder));
  await db
    .transaction()
    .execute((trx) => repo.updateBarcode(trx, ctx, input.id, { barcode: input.barcode, gbcode: input.gbcode }));
  return { id: input.id };
}

/** assign: one barcode per SKU; a SKU that has another barcode is refused (take that one off first). */
export async function assignBarcodeToSku(db: Db, ctx: RequestContext, id: string, skuId: string | null) {
  const row = await requireBarcode(db, ctx, id);
  if (skuId) {
    const [sku] = await skuRepo.findSkus(db, ctx.unitId, [skuId]);
    if (!sku)
      throw new AppError(
        Code.notFound,
        { zh: 'SKU不存在', en: 'SKU not found' },
        { errors: [{ field: 'skuId', message: 'SKU not found' }] },
      );
    const other = await repo.barcodeOfSku(db, ctx, skuId);
    if (other && other.id !== row.id)
      throw new AppError(Code.duplicate, {
        zh: `该SKU已有条形码 ${other.barcode}，请先解除`,
        en: `The SKU already has barcode ${other.barcode}; take it off first`,
      });
  }
  await db.transaction().execute((trx) => repo.assignBarcode(trx, ctx, id, skuId));
  return { id, skuId };
}

/** A generated barcode that no barcode of the company has yet (the serial may meet typed-in ones). */
async function nextFreeBarcode(trx: Db, ctx: RequestContext): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: GOODS_BARCODE_NUMBER_KEY });
    if (!barcodeSchema.safeParse(no).success)
      throw new AppError(Code.badState, {
        zh: `条形码编码规则生成了 ${no}，条形码只能是1–24位字母和数字，请修改编码规则`,
        en: `The barcode numbering rule gave ${no}; barcodes are 1–24 letters and digits: change the rule`,
      });
    if (!(await repo.findIdByBarcode(trx, ctx, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '生成的条形码已被占用，请修改编码规则',
    en: 'Generated barcodes are taken; change the numbering rule',
  });
}

/**
 * generatorSkuBarcodes (批量生成条形码): every SKU without a barcode (of these styles, or of all styles) gets a
 * new one from the GOODS_BARCODE numbering rule, all in one transaction. Answers the counts as the reference did.
 */
export async function generateSkuBarcodes(db: Db, ctx: RequestContext, styleIds: string[] | undefined) {
  const unique = styleIds ? [...new Set(styleIds)] : undefined;
  if (unique && (await styleRepo.countOwnedStyles(db, ctx.unitId, unique)) !== unique.length)
    throw notFound({ zh: '商品', en: 'Goods style' });
  return db.transaction().execute(async (trx) => {
    const skuIds = await repo.skusWithoutBarcode(trx, ctx, unique, GENERATE_LIMIT);
    const rows: { barcode: string; gbcode: null; goodsSkuId: string }[] = [];
    for (const goodsSkuId of skuIds) rows.push({ barcode: await nextFreeBarcode(trx, ctx), gbcode: null, goodsSkuId });
    await repo.insertBarcodes(trx, ctx, ctx.userId, rows);
    return { successNum: rows.length, failNum: 0, hasMore: skuIds.length === GENERATE_LIMIT };
  });
}

export async function deleteBarcodeBatch(db: Db, ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await repo.countOwnedBarcodes(db, ctx, unique)) !== unique.length) throw barcodeNotFound();
  return { count: await db.transaction().execute((trx) => repo.deleteBarcodes(trx, ctx, unique)) };
}

// ---------- import (platform/excel) ----------

const headers = {
  barcode: { zh: '条形码', en: 'Barcode' },
  gbcode: { zh: '国标码', en: 'National code' },
  styleNo: { zh: '货品款号', en: 'Style no' },
  colorName: { zh: '颜色', en: 'Colour' },
  sizeName: { zh: '尺码', en: 'Size' },
  standardName: { zh: '内长', en: 'Standard length' },
};

const sameName = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The SKU a row names (style no + colour + size + length), or why not. */
async function resolveSkus(db: Db, ctx: RequestContext, rows: BarcodeImportRow[]) {
  const styles = new Map<string, GoodsSku[] | null>();
  const out: ({ skuId: string | null } | { error: { column: keyof typeof headers; text: LocalText } })[] = [];
  for (const r of rows) {
    if (!r.styleNo) {
      out.push({ skuId: null });
      continue;
    }
    const key = r.styleNo.toLowerCase();
    if (!styles.has(key)) {
      const id = await styleRepo.findIdByStyleNo(db, ctx.unitId, r.styleNo);
      styles.set(key, id ? (await getStyleDetail(db, ctx, id)).skuList : null);
    }
    const skus = styles.get(key);
    if (!skus) {
      out.push({ error: { column: 'styleNo', text: { zh: '货品款号不存在', en: 'no such style no' } } });
      continue;
    }
    const sku = skus.find(
      (s) =>
        sameName(s.color_name, r.colorName) && sameName(s.size_value, r.sizeName) && sameName(s.standard_value, r.standardName),
    );
    out.push(
      sku
        ? { skuId: sku.id }
        : {
            error: {
              column: 'colorName',
              text: { zh: '该款没有这个颜色/尺码/内长的SKU', en: 'the style has no SKU of this colour/size/length' },
            },
          },
    );
  }
  return out;
}

async function checkImport(db: Db, ctx: RequestContext, rows: { rowNo: number; value: BarcodeImportRow }[]): Promise<RowError[]> {
  const errors = duplicatesWithinFile(rows, { key: 'barcode', header: headers.barcode }, (r) => r.barcode);
  const taken = await repo.takenBarcodes(
    db,
    ctx,
    rows.map((r) => r.value.barcode),
  );
  const skus = await resolveSkus(
    db,
    ctx,
    rows.map((r) => r.value),
  );
  const skuRows = rows.map((r, i) => ({ rowNo: r.rowNo, value: skus[i] && 'skuId' in skus[i] ? skus[i].skuId : null }));
  errors.push(...duplicatesWithinFile(skuRows, { key: 'colorName', header: headers.colorName }, (v) => v));
  for (const [i, { rowNo, value }] of rows.entries()) {
    if (taken.has(value.barcode))
      errors.push({
        rowNo,
        column: 'barcode',
        header: headers.barcode,
        text: takenText(ctx, value.barcode, await repo.barcodeHolder(db, ctx, value.barcode)),
      });
    const sku = skus[i];
    if (sku && 'error' in sku)
      errors.push({ rowNo, column: sku.error.column, header: headers[sku.error.column], text: sku.error.text });
    else if (sku?.skuId && (await repo.barcodeOfSku(db, ctx, sku.skuId)))
      errors.push({
        rowNo,
        column: 'colorName',
        header: headers.colorName,
        text: { zh: '该SKU已有条形码', en: 'the SKU already has a barcode' },
      });
  }
  return errors;
}

async function commitImport(trx: Db, ctx: RequestContext, rows: BarcodeImportRow[], progress: (done: number) => void) {
  const skus = await resolveSkus(trx, ctx, rows);
  await repo.insertBarcodes(
    trx,
    ctx,
    ctx.userId,
    rows.map((r, i) => {
      const s = skus[i];
      return { barcode: r.barcode, gbcode: r.gbcode, goodsSkuId: s && 'skuId' in s ? s.skuId : null };
    }),
  );
  progress(rows.length);
}

const cell = barcodeImportRow.shape;
export const barcodeImport: ImportDefinition<BarcodeImportRow> = {
  kind: 'goods-barcode',
  title: { zh: '货品条码', en: 'Goods barcodes' },
  columns: [
    { key: 'barcode', header: headers.barcode, required: true, schema: cell.barcode, example: '6901234567890', width: 20 },
    { key: 'gbcode', header: headers.gbcode, schema: cell.gbcode, example: 'GB-001' },
    { key: 'styleNo', header: headers.styleNo, schema: cell.styleNo, example: 'KS000001' },
    { key: 'colorName', header: headers.colorName, schema: cell.colorName, example: '红色' },
    { key: 'sizeName', header: headers.sizeName, schema: cell.sizeName, example: 'M' },
    { key: 'standardName', header: headers.standardName, schema: cell.standardName, example: '' },
  ],
  check: checkImport,
  commit: commitImport,
};
