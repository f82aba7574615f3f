import { Dec } from '@gf/contracts';
import { z } from 'zod';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import type { Db } from '../../platform/db/database.js';
import type { ImportColumn, ImportDefinition, RowError } from '../../platform/excel/index.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { saveAdjust } from './need-pay-adjust.service.js';
import { itemsByNumbers, type NumberedItem } from './need-pay-list.repository.js';

// importNeedPayAdjustExcel (issue 14 part 2) on the platform's Excel capability: the dry run names every bad cell;
// the commit saves every row as a NEED_PAY_ADJUST_ORDER draft through the engine (the clerk submits them) in one
// transaction, or none. The open-amount rule runs again, locked, at submit and at the final approval.

export interface AdjustImportRow {
  itemNo: string;
  ledger: string;
  amount: string;
  reason: string;
  adjustDate?: string;
}

const columns: ImportColumn[] = [
  {
    key: 'itemNo',
    header: { zh: '单据号', en: 'Bill no.' },
    required: true,
    schema: z.string().max(60),
    example: 'DL2611210001',
  },
  { key: 'ledger', header: { zh: '应收应付', en: 'Side' }, required: true, schema: z.string().max(10), example: '应付' },
  {
    key: 'amount',
    header: { zh: '调整金额', en: 'Adjustment' },
    required: true,
    schema: z
      .string()
      .regex(/^-?\d{1,14}(\.\d{1,2})?$/, '请输入不超过2位小数的金额|must be an amount with at most 2 decimals')
      .refine((v) => !Dec.of(v).isZero(), '调整金额不能为 0|must not be 0'),
    example: '-20.5',
  },
  {
    key: 'reason',
    header: { zh: '调整原因', en: 'Reason' },
    required: true,
    schema: z.string().trim().min(1).max(200),
    example: '质量扣款',
  },
  {
    key: 'adjustDate',
    header: { zh: '调整日期', en: 'Date' },
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD')
      .optional(),
    example: '2026-12-01',
  },
];
const headerOf = (key: string): LocalText => columns.find((c) => c.key === key)!.header;
const SIDES: Record<string, 'AP' | 'AR'> = { 应付: 'AP', 应收: 'AR', AP: 'AP', AR: 'AR', payable: 'AP', receivable: 'AR' };

/** Each row's open item (by side and bill number), every problem named by row and column. */
async function resolve(db: Db, ctx: RequestContext, rows: { rowNo: number; value: AdjustImportRow }[]) {
  const found = await itemsByNumbers(db, ctx.unitId, [...new Set(rows.map((r) => r.value.itemNo))]);
  const errors: RowError[] = [];
  const fail = (rowNo: number, column: string, text: LocalText) => errors.push({ rowNo, column, header: headerOf(column), text });
  const resolved: { row: AdjustImportRow; item: NumberedItem }[] = [];
  const after = new Map<string, Dec>();
  for (const { rowNo, value: v } of rows) {
    const ledger = SIDES[v.ledger] ?? SIDES[v.ledger.toLowerCase()];
    if (!ledger) {
      fail(rowNo, 'ledger', { zh: '请填写 应付 或 应收', en: 'enter payable or receivable' });
      continue;
    }
    const items = found.filter((i) => i.ledger === ledger && i.itemNo === v.itemNo);
    if (items.length !== 1) {
      fail(
        rowNo,
        'itemNo',
        items.length
          ? { zh: '单据号对应多张单据，请在页面上调整', en: 'the number names several bills; adjust them on the page' }
          : { zh: '没有这张单据的应收应付', en: 'no payable or receivable of this bill' },
      );
      continue;
    }
    const item = items[0]!;
    // Rows of one bill count together: what is open must stay at or above zero after all of them.
    const open = (after.get(item.id) ?? Dec.of(item.open)).plus(v.amount);
    after.set(item.id, open);
    if (open.isNegative())
      fail(rowNo, 'amount', {
        zh: `调整后未结金额为 ${open.toFixed(2)}，不能小于 0`,
        en: `would leave ${open.toFixed(2)} open, below zero`,
      });
    resolved.push({ row: v, item });
  }
  return { errors, resolved };
}

export const needPayAdjustImport: ImportDefinition<AdjustImportRow> = {
  kind: 'need-pay-adjust',
  title: { zh: '应收应付调整单', en: 'Payable adjustments' },
  columns,
  maxRows: 2000,
  check: async (db, ctx, rows) => (await resolve(db, ctx, rows)).errors,
  async commit(trx, ctx, rows, progress) {
    const { resolved } = await resolve(
      trx,
      ctx,
      rows.map((value, i) => ({ rowNo: i + 2, value })),
    );
    const joined = joinTransaction(trx);
    for (const [i, { row, item }] of resolved.entries()) {
      await saveAdjust(joined, ctx, {
        itemId: item.id,
        amount: row.amount,
        reason: row.reason,
        adjustDate: row.adjustDate,
        adjustNo: null,
      });
      progress(i + 1);
    }
  },
};
