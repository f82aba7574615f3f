import {
  idSchema,
  stockBillBatchReviewInput,
  stockBillInput,
  stockBillListInput,
  stockBillOrderNosQuery,
  StockBillPermission as P,
  stockBillRevokeInput,
  stockBillTypeInput,
  stockBillUpdateInput,
  STOCK_BILL_EDIT_PERMISSION,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { registerExportRoute, registerImportRoutes, type ExportDefinition } from '../../platform/excel/index.js';
import { route } from '../../platform/http/route.js';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { stockBillExport } from './stock-bill-export.service.js';
import { stockBillImport } from './stock-bill-import.service.js';
import { batchReviewStockBills, hasReviewConfig, revokeStockBill } from './stock-bill-workflow.service.js';
import {
  countPrint,
  createStockBill,
  getStockBill,
  listOrderNos,
  listStockBills,
  updateStockBill,
} from './stock-bill.service.js';

/** The reference's own prefix for stock bills (no /api). */
const BASE = '/v1/stock/change';
const byId = z.object({ id: idSchema });
/** /stockDetail opens by id, or by number (the review desk's link: ?orderNo=). */
const byIdOrNo = z
  .object({ id: idSchema.optional(), orderNo: z.string().trim().min(1).max(50).optional() })
  .refine((q) => q.id !== undefined || q.orderNo !== undefined, {
    path: ['id'],
    message: '请指定单据|name the bill by id or orderNo',
  });

/** Each kind is made by its own code (开入库单, 开发货单 ...): checked once the body names the kind. */
function requireKind(ctx: RequestContext, type: keyof typeof STOCK_BILL_EDIT_PERMISSION) {
  if (!can(ctx, STOCK_BILL_EDIT_PERMISSION[type])) throw new AppError(Code.noPermission, NO_PERMISSION);
}
const anyKind = Object.values(STOCK_BILL_EDIT_PERMISSION);

export function registerStockBillRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['stock-bills'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: `${BASE}/createStockBill`,
    summary: 'A draft stock bill: 入库, 出库 (调往仓库), 发货 (客户, 关联订单), 退货入库 or 调整 (new absolute stock)',
    tags,
    permission: anyKind[0]!,
    orPermissions: anyKind.slice(1),
    body: stockBillInput,
    handler: ({ body, ctx }) => {
      requireKind(ctx, body.operateType);
      return createStockBill(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/updateStockBill`,
    summary: 'Edit a draft or rejected stock bill (its kind stays)',
    tags,
    permission: anyKind[0]!,
    orPermissions: anyKind.slice(1),
    body: stockBillUpdateInput,
    handler: ({ body, ctx }) => {
      requireKind(ctx, body.operateType);
      return updateStockBill(db, ctx, body);
    },
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/detail`,
    summary: 'One stock bill with its lines (/stockDetail)',
    tags,
    permission: P.list,
    query: byIdOrNo,
    handler: ({ query, ctx }) => getStockBill(db, ctx, query),
  });
  // importTemplate, importExcel (dry run), importExcel/commit: drafts, each row's kind under its own code.
  registerImportRoutes(app, { base: BASE, permission: P.list, definition: stockBillImport, tags });
  registerExportRoute(app, {
    url: `${BASE}/exportExcel`,
    summary: 'Stock bills as xlsx (the list filters, or billIds), one row per line, quantities totalled per unit',
    tags,
    permission: P.list,
    body: stockBillListInput,
    build: (ctx, body) => stockBillExport(db, ctx, body) as ExportDefinition<unknown>,
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/billList`,
    summary: 'Stock bills, paged, with the sums of quantity and amount over the filter',
    tags,
    permission: P.list,
    body: stockBillListInput,
    handler: ({ body, ctx }) => listStockBills(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/undo`,
    summary: '撤销: a reviewed stock bill reversed and voided, with the reason',
    tags,
    permission: P.repeal,
    body: stockBillRevokeInput,
    handler: ({ body, ctx }) => revokeStockBill(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/updatePrintCount`,
    summary: 'Counts one print of a stock bill (打印次数)',
    tags,
    permission: P.list,
    changesData: true,
    query: byId,
    handler: ({ query, ctx }) => countPrint(db, ctx, query.id),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/getOrderNos`,
    summary: 'Bill number dropdown of stock bills (value, label)',
    tags,
    permission: P.list,
    query: stockBillOrderNosQuery,
    handler: ({ query, ctx }) => listOrderNos(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/hasReviewConfig`,
    summary: 'Whether a kind of stock bill (or each kind) is reviewed in this factory',
    tags,
    permission: P.list,
    query: z.object({ operateType: stockBillTypeInput.optional() }),
    handler: ({ query, ctx }) => hasReviewConfig(db, ctx, query.operateType),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/batchReview`,
    summary: 'Approve (or reject) several pending stock bills, each on its own; answers what passed and why others did not',
    tags,
    permission: P.list,
    body: stockBillBatchReviewInput,
    handler: ({ body, ctx }) => batchReviewStockBills({ db, bills }, ctx, body),
  });
}
