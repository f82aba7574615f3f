import { idSchema, StockBillPermission as P, stockInformListInput, stockInformReceiveInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { getStockBill } from './stock-bill.service.js';
import { changeReceived, closeInform, confirmInform, countOpenInforms, getInform, listInforms } from './stock-inform.service.js';

/** The central bill server's calls (SPEC 7 "Central stock change"), answered by this server from the same ledger. */
const BASE = 'bill/stock/change';

export function registerStockInformRoutes(app: FastifyInstance): void {
  const tags = ['stock-bills'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: `${BASE}/inform/list`,
    summary: '入库通知单 list: notices into a storehouse, with what was received',
    tags,
    permission: P.list,
    body: stockInformListInput,
    handler: ({ body, ctx }) => listInforms(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/inform/list/id`,
    summary: 'Notice dropdown of a storehouse (value, label), by status',
    tags,
    permission: P.list,
    body: stockInformListInput,
    handler: async ({ body, ctx }) =>
      (await listInforms(db, ctx, { ...body, pageSize: Math.min(body.pageSize, 200) })).list.map((n) => ({
        value: n.id,
        label: n.billNo,
        status: n.status,
      })),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/inform/detail`,
    summary: 'One inbound notice with its lines (notified and received)',
    tags,
    permission: P.list,
    query: z.object({ id: idSchema }),
    handler: ({ query, ctx }) => getInform(db, ctx, query.id),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/count`,
    summary: 'How many notices wait to be received (the 库存通知 tab badge)',
    tags,
    permission: P.list,
    query: z.object({ storehouseId: idSchema.optional() }),
    handler: async ({ query, ctx }) => countOpenInforms(db, ctx, query.storehouseId),
  });
  route(app, {
    method: 'GET',
    url: `${BASE}/stockDetail`,
    summary: 'A stock bill as the central bill server shows it (head and lines)',
    tags,
    permission: P.list,
    query: z.object({ stockId: idSchema }),
    handler: ({ query, ctx }) => getStockBill(db, ctx, { id: query.stockId }),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/create`,
    summary: '确认入库: the notice received (quantities per line, blank = as notified) into a reviewed 入库',
    tags,
    permission: P.inform,
    body: stockInformReceiveInput,
    handler: ({ body, ctx }) => confirmInform(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/updateReceived`,
    summary: "修改入库数: a received notice's quantities changed; its 入库 is reversed and posted again",
    tags,
    permission: P.inform,
    body: stockInformReceiveInput,
    handler: ({ body, ctx }) => changeReceived(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: `${BASE}/close`,
    summary: '关闭: a waiting notice closed without receiving',
    tags,
    permission: P.inform,
    body: z.object({ id: idSchema }),
    handler: ({ body, ctx }) => closeInform(db, ctx, body.id),
  });
}
