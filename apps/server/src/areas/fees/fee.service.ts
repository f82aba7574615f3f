import { dec, Dec, FEE, pageOf, type FeeListInput, type FeeRow, type FeeSaveInput, type FeeView, type Page } from '@gf/contracts';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { assertFinanceAccount } from '../finance-config/index.js';
import { findCustomer, findSupplier, outsideFactoryExists } from '../partners/index.js';
import { liveLabelIds } from './fee-label.repository.js';
import { feeBillType as def } from './fee.bill-type.js';
import * as repo from './fee.repository.js';

registerNumberRule({
  billType: FEE,
  kind: 'BILL',
  zh: '费用单',
  en: 'Fee order',
  segments: [
    { type: 'TEXT', value: 'FY' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const feeNotFound = () => notFound({ zh: '费用单', en: 'Fee order' });

type StoredFee = NonNullable<Awaited<ReturnType<typeof repo.findFee>>>;
const rowOf = (f: StoredFee): FeeRow => ({
  id: f.id,
  feeNo: f.feeNo,
  handleType: f.handleType,
  sysLabelId: f.sysLabelId,
  labelName: f.labelName,
  supplierType: f.supplierType,
  supplierId: f.supplierId,
  supplierName: f.supplierName,
  accountId: f.accountId,
  accountName: f.accountName,
  feePriceTotal: Dec.of(f.feePriceTotal).toFixed(2),
  preparedBy: f.preparedBy,
  preparedDate: f.preparedDay,
  remark: f.remark,
  status: f.status,
  createdByName: f.createdByName,
  createdAt: f.createdAt.toISOString(),
});

/** finance/billfee/list: newest first, with the total of the rows found (not only the page). */
export async function listFees(
  db: Db,
  ctx: RequestContext,
  input: FeeListInput,
): Promise<Page<FeeRow> & { feePriceTotal: string }> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const found = await repo.listFees(db, ctx, input, { offset, limit: pageSize });
  return {
    list: found.list.map(rowOf),
    totalCount: found.total,
    pageNo,
    pageSize,
    feePriceTotal: Dec.of(found.feePriceTotal).toFixed(2),
  };
}

/** finance/billfee/detail: by id or by number. */
export async function getFee(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; orderNo?: string | undefined },
): Promise<FeeView> {
  const fee = await repo.findFee(db, ctx, { id: by.id, feeNo: by.orderNo });
  if (!fee) throw feeNotFound();
  const lines = await repo.findLines(db, fee.id);
  return {
    ...rowOf(fee),
    details: lines.map((l) => ({ ...l, feePrice: Dec.of(l.feePrice).toFixed(2) })),
  };
}

async function assertPartner(db: Db, ctx: RequestContext, type: FeeSaveInput['supplierType'], id: string | null) {
  if (!type && !id) return;
  if (!type || !id) throw invalid(type ? 'supplierId' : 'supplierType', { zh: '{label}：请选择', en: '{label}: choose one' });
  const exists =
    type === 'SUPPLIER'
      ? Boolean(await findSupplier(db, ctx.unitId, { id }))
      : type === 'CUSTOMER'
        ? Boolean(await findCustomer(db, ctx.unitId, id))
        : await outsideFactoryExists(db, ctx.unitId, id);
  if (!exists) throw invalid('supplierId', { zh: '往来单位不存在', en: 'the partner does not exist' });
}

/** The form's rules, before anything is written: labels live, partner known, the typed total equal to the lines. */
async function checkInput(db: Db, ctx: RequestContext, input: FeeSaveInput): Promise<string> {
  const labelIds = [...input.details.map((d) => d.sysLabelId), ...(input.sysLabelId ? [input.sysLabelId] : [])];
  const live = await liveLabelIds(db, ctx, labelIds);
  const stray = input.details.findIndex((d) => !live.has(d.sysLabelId));
  if (stray >= 0) throw invalid(`details.${stray}.sysLabelId`, { zh: '{label}不存在', en: '{label} not found' });
  if (input.sysLabelId && !live.has(input.sysLabelId))
    throw invalid('sysLabelId', { zh: '{label}不存在', en: '{label} not found' });
  await assertPartner(db, ctx, input.supplierType, input.supplierId);
  const sum = dec.sum(
    input.details.map((d) => d.feePrice),
    2,
  );
  if (input.feePriceTotal && !Dec.of(input.feePriceTotal).eq(sum))
    throw invalid('feePriceTotal', {
      zh: `{label}（${input.feePriceTotal}）与明细合计（${Dec.of(sum).toFixed(2)}）不符`,
      en: `{label} (${input.feePriceTotal}) differs from the lines' sum (${Dec.of(sum).toFixed(2)})`,
    });
  return Dec.of(sum).toFixed(2);
}

/** finance/billfee/addAndUpdate: a new draft or a draft / rejected order re-edited (handleType 2 by default). */
export async function saveFee(db: Db, ctx: RequestContext, input: FeeSaveInput): Promise<{ id: string; feeNo: string }> {
  const head = input.id ? await repo.findFee(db, ctx, { id: input.id }) : undefined;
  if (input.id && !head) throw feeNotFound();
  const total = await checkInput(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const status = head ? (await assertEditable(trx, def, ctx, head.id)).status : 0;
    if (input.accountId) await assertFinanceAccount(trx, ctx, input.accountId);
    const typedNo = input.feeNo ?? head?.feeNo ?? null;
    if (typedNo) {
      const taken = await repo.feeIdByNo(trx, ctx, typedNo);
      if (taken && taken !== head?.id) throw duplicate('feeNo', { zh: '费用单号', en: 'Fee no.' });
    }
    const feeNo = typedNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: FEE }));
    const values: repo.FeeHeadValues = {
      feeNo,
      handleType: input.handleType,
      sysLabelId: input.sysLabelId ?? input.details[0]?.sysLabelId ?? null,
      supplierType: input.supplierType,
      supplierId: input.supplierId,
      accountId: input.accountId,
      feePriceTotal: total,
      preparedBy: input.preparedBy ?? ctx.userName,
      preparedDate: input.preparedDate ?? head?.preparedDay ?? factoryToday(),
      remark: input.remark,
    };
    const id = head ? head.id : await repo.insertFee(trx, ctx, values, ctx.userId);
    if (head) await repo.updateFee(trx, id, values, ctx.userId);
    await repo.replaceLines(trx, ctx, id, input.details);
    await recordBillEvent(trx, ctx, def, { id, billNo: feeNo, status }, head ? 'SAVE' : 'CREATE');
    return { id, feeNo };
  });
}

/** finance/billfee/getFeeNoList. */
export const feeNumbers = (db: Db, ctx: RequestContext, keyword?: string) => repo.feeNumbers(db, ctx, keyword);
