import { billStatusLabels, statusListInput, supplierFields, type SupplierInsert } from '@gf/contracts';
import { z } from 'zod';
import { recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import {
  duplicatesWithinFile,
  keysetBatches,
  type ExportDefinition,
  type ImportDefinition,
  type RowError,
} from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { supplierBillType } from './supplier.bill-type.js';
import { nextSupplierCode } from './supplier.service.js';
import { exportBatch, insertSuppliers, takenNamesAndCodes, type SupplierExportRow } from './supplier-excel.repository.js';

// Supplier import (从Excel导入) and export (导出) on the platform's Excel capability.

type SupplierImportRow = SupplierInsert;
const headers = {
  name: { zh: '供应商名称', en: 'Supplier name' },
  code: { zh: '供应商编号', en: 'Supplier code' },
  contacts: { zh: '联系人', en: 'Contact' },
  mobilePhone: { zh: '联系电话', en: 'Mobile phone' },
  telephone: { zh: '固定电话', en: 'Telephone' },
  bankAccount: { zh: '银行账号', en: 'Bank account' },
  bankName: { zh: '开户行', en: 'Bank' },
  address: { zh: '详细地址', en: 'Address' },
  remark: { zh: '备注信息', en: 'Remark' },
};
const BATCH = 500;

async function checkSuppliers(
  db: Db,
  ctx: RequestContext,
  rows: { rowNo: number; value: SupplierImportRow }[],
): Promise<RowError[]> {
  const errors = [
    ...duplicatesWithinFile(rows, { key: 'name', header: headers.name }, (r) => r.name),
    ...duplicatesWithinFile(rows, { key: 'code', header: headers.code }, (r) => r.code?.toLowerCase()),
  ];
  const taken = await takenNamesAndCodes(
    db,
    ctx.unitId,
    rows.map((r) => r.value.name),
    rows.flatMap((r) => (r.value.code ? [r.value.code.toLowerCase()] : [])),
  );
  for (const { rowNo, value } of rows) {
    if (taken.names.has(value.name))
      errors.push({
        rowNo,
        column: 'name',
        header: headers.name,
        text: { zh: '供应商名称已存在', en: 'supplier name already exists' },
      });
    if (value.code && taken.codes.has(value.code.toLowerCase()))
      errors.push({
        rowNo,
        column: 'code',
        header: headers.code,
        text: { zh: '供应商编号已存在', en: 'supplier code already exists' },
      });
  }
  return errors;
}

/** Every row becomes a draft supplier (blank code = numbered), in batches, inside the import's transaction. */
async function commitSuppliers(
  trx: Db,
  ctx: RequestContext,
  rows: SupplierImportRow[],
  progress: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch: (SupplierInsert & { code: string })[] = [];
    for (const row of rows.slice(start, start + BATCH))
      batch.push({ ...row, code: row.code ?? (await nextSupplierCode(trx, ctx)) });
    const ids = await insertSuppliers(trx, ctx.unitId, ctx.userId, batch);
    for (const [i, id] of ids.entries()) {
      await recordBillEvent(trx, ctx, supplierBillType, { id, billNo: batch[i]!.code, status: 0 }, 'CREATE');
    }
    progress(start + batch.length);
  }
}

export const supplierImport: ImportDefinition<SupplierImportRow> = {
  kind: 'supplier',
  title: { zh: '物料供应商', en: 'Suppliers' },
  columns: [
    { key: 'name', header: headers.name, required: true, schema: supplierFields.name, example: '杭州布行', width: 22 },
    { key: 'code', header: headers.code, schema: supplierFields.code, example: 'GYS-001' },
    { key: 'contacts', header: headers.contacts, schema: supplierFields.contacts, example: '李四' },
    { key: 'mobilePhone', header: headers.mobilePhone, schema: supplierFields.mobilePhone, example: '13800000000' },
    { key: 'telephone', header: headers.telephone, schema: supplierFields.telephone, example: '0571-88886666' },
    { key: 'bankAccount', header: headers.bankAccount, schema: supplierFields.bankAccount, example: '6222000011112222' },
    { key: 'bankName', header: headers.bankName, schema: supplierFields.bankName, example: '工商银行' },
    { key: 'address', header: headers.address, schema: supplierFields.address, example: '杭州市余杭区', width: 30 },
    { key: 'remark', header: headers.remark, schema: supplierFields.remark, example: '面料', width: 30 },
  ],
  check: checkSuppliers,
  commit: commitSuppliers,
};

export const supplierExportInput = z
  .object({
    keyword: z.string().trim().max(50).optional(),
    statuses: statusListInput.optional(),
  })
  .optional();

/** The supplier list as xlsx, with the list's keyword and status filters, streamed by keyset batches. */
export function supplierExport(
  db: Db,
  ctx: RequestContext,
  filter: z.infer<typeof supplierExportInput>,
): ExportDefinition<SupplierExportRow> {
  const statuses = filter?.statuses?.filter((s) => s !== 7);
  return {
    title: { zh: '物料供应商', en: 'Suppliers' },
    columns: [
      { type: 'text', header: headers.name, width: 22, value: (r) => r.name },
      { type: 'text', header: headers.code, value: (r) => r.code },
      { type: 'text', header: headers.contacts, value: (r) => r.contacts },
      { type: 'text', header: headers.mobilePhone, value: (r) => r.mobilePhone },
      { type: 'text', header: headers.telephone, value: (r) => r.telephone },
      { type: 'text', header: headers.bankAccount, value: (r) => r.bankAccount },
      { type: 'text', header: headers.bankName, value: (r) => r.bankName },
      { type: 'text', header: headers.address, width: 30, value: (r) => r.address },
      { type: 'text', header: headers.remark, width: 30, value: (r) => r.remark },
      {
        type: 'text',
        header: { zh: '状态', en: 'Status' },
        value: (r) => {
          const l = billStatusLabels[r.status];
          return l ? pick(l, ctx.lang) : String(r.status);
        },
      },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
    ],
    batches: keysetBatches(
      (after: string | null, limit) => exportBatch(db, ctx.unitId, { keyword: filter?.keyword, statuses }, after, limit),
      (r) => r.id,
    ),
  };
}
