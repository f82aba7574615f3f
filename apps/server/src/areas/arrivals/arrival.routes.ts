import {
  ArrivalPermission,
  PurchasePermission,
  arrivalInput,
  batchArriveInput,
  orderLinesInput,
  purchaseLinesInput,
  returnOnArriveInput,
  arrivalListInput,
  arrivalUpdateInput,
  idSchema,
  optionalIntInput,
  optionalText,
  signAllInput,
  signSingleInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { batchArrive } from './arrival-batch.service.js';
import { createReturnOnArrive } from './arrival-return.service.js';
import { arrivalExport } from './arrival-export.service.js';
import { pageArrivalBills } from './arrival-list.service.js';
import { openOrderLines, openPurchaseLines } from './arrival-purchase.service.js';
import { streamXlsx } from '../../platform/excel/index.js';
import {
  arrivalsOfPurchase,
  changeSignStatus,
  createArrival,
  getArrival,
  getArrivalByNo,
  undoArrival,
  updateArrival,
} from './arrival.service.js';

/** Material and sample arrivals share their calls; belongModule picks which permission applies. */
function requireFor(ctx: RequestContext, belongModule: number, codes: { material: string; sample: string }): void {
  if (!can(ctx, belongModule === 1 ? codes.sample : codes.material)) throw new AppError(Code.noPermission, NO_PERMISSION);
}
const editCodes = { material: ArrivalPermission.add, sample: ArrivalPermission.sampleAdd };
const listCodes = { material: ArrivalPermission.list, sample: ArrivalPermission.sampleList };

export function registerArrivalRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['arrivals'];
  const db = app.db;
  const deps = { db, bills };

  route(app, {
    method: 'POST',
    url: 'arrive/add',
    summary: 'Create a draft arrival (MATERIALS_ARRIVE, or SAMPLE_ARRIVE with belongModule 1); blank number = generated',
    tags,
    permission: null, // fac.arriveOrder.add or fac.sampleArriveOrder.add by belongModule, checked below
    body: arrivalInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return createArrival(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'arrive/update',
    summary: 'Edit a draft or rejected arrival (lines replaced)',
    tags,
    permission: null, // by belongModule, as arrive/add
    body: arrivalUpdateInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return updateArrival(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'arrive/arriveList',
    summary:
      'Arrival list, paged: keyword, status, supplier, storehouse, receiver, date, 到料单号, 采购单号, 生产单号, 物料, 商品, 标签 filters; payable, paid, balance; labels and 本次到料 per stock unit',
    tags,
    permission: null, // fac.arriveOrder.queryList or fac.sampleArriveOrder.queryList by belongModule
    body: arrivalListInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, listCodes);
      return pageArrivalBills(db, ctx, body);
    },
  });
  route(app, {
    method: 'GET',
    url: 'arrive/detail/:id',
    summary: 'One arrival with its lines',
    tags,
    permission: null, // either list permission; the bill's own type decides
    params: z.object({ id: idSchema }),
    handler: async ({ params, ctx }) => {
      const detail = await getArrival(db, ctx, params.id);
      requireFor(ctx, detail.belongModule, listCodes);
      return detail;
    },
  });
  route(app, {
    method: 'GET',
    url: 'arrive/byPurchase',
    summary:
      '到料详情 of a purchase bill: its arrivals (belongModule 0 material, 1 sample) with their lines against it; arrival or purchase list permission',
    tags,
    permission: null, // the purchase detail shows it: either list permission of the module
    query: z.object({
      billMaterialPurchaseId: idSchema,
      belongModule: optionalIntInput({ min: 0, max: 1 }).transform((v) => (v === 1 ? 1 : 0)),
    }),
    handler: ({ query, ctx }) => {
      // purchase/purchaseList serves material and sample bills under one list code
      const sample = query.belongModule === 1;
      const codes = [sample ? ArrivalPermission.sampleList : ArrivalPermission.list, PurchasePermission.list];
      if (!codes.some((code) => can(ctx, code))) throw new AppError(Code.noPermission, NO_PERMISSION);
      return arrivalsOfPurchase(db, ctx, query.billMaterialPurchaseId, query.belongModule);
    },
  });
  route(app, {
    method: 'GET',
    url: 'arrive/detail',
    summary: 'One arrival by its number (the desk opens /materialDetail?orderNo=)',
    tags,
    permission: null, // as arrive/detail/{id}
    query: z.object({ orderNo: z.string().trim().min(1).max(150) }),
    handler: async ({ query, ctx }) => {
      const detail = await getArrivalByNo(db, ctx, query.orderNo);
      requireFor(ctx, detail.belongModule, listCodes);
      return detail;
    },
  });
  route(app, {
    method: ['GET', 'PUT'],
    url: 'arrive/undo/:id',
    changesData: true,
    summary: 'Revoke an arrival: reviewed → anti-review (reversal), pending → withdrawn, draft/rejected → voided',
    tags,
    permission: null, // by the bill's type, as arrive/add
    params: z.object({ id: idSchema }),
    query: z.object({ message: optionalText(200) }),
    handler: async ({ params, query, ctx }) => {
      const detail = await getArrival(db, ctx, params.id);
      requireFor(ctx, detail.belongModule, editCodes);
      return undoArrival(deps, ctx, params.id, query.message);
    },
  });
  route(app, {
    method: ['POST', 'PUT'],
    url: 'arrive/changeSingleSignStatus',
    summary: 'Sign (1) or unsign (0) one arrival line (签收)',
    tags,
    permission: ArrivalPermission.sign,
    body: signSingleInput,
    handler: ({ body, ctx }) => changeSignStatus(db, ctx, { lineId: body.lineId }, body.signStatus),
  });
  route(app, {
    method: ['POST', 'PUT'],
    url: 'arrive/changeAllSignStatus',
    summary: 'Sign (1) or unsign (0) every line of an arrival (全部签收)',
    tags,
    permission: ArrivalPermission.sign,
    body: signAllInput,
    handler: ({ body, ctx }) => changeSignStatus(db, ctx, { arrivalId: body.arriveId }, body.signStatus),
  });
  route(app, {
    method: 'POST',
    url: 'arrive/purchaseLines',
    summary: 'Open purchase lines to arrive against (按采购单添加): reviewed, not cancelled or closed, with 采购未到 > 0',
    tags,
    permission: null, // by belongModule, as arrive/add
    body: purchaseLinesInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return openPurchaseLines(db, ctx, {
        supplierId: body.supplierId,
        purchaseBillIds: body.purchaseBillIds,
        keyword: body.keyword ?? undefined,
      });
    },
  });
  route(app, {
    method: 'POST',
    url: 'arrive/orderLines',
    summary:
      'Open purchase lines per production-order split (按生产单添加, 按单到料): 采购未到 of each order; keyword 生产单号/商品款号/采购单号',
    tags,
    permission: null, // by belongModule, as arrive/add
    body: orderLinesInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return openOrderLines(db, ctx, {
        supplierId: body.supplierId,
        keyword: body.keyword ?? undefined,
        materialSkuId: body.materialSkuId,
        sampleOnly: body.belongModule === 1,
      });
    },
  });
  for (const url of ['arrive/arriveExcel', 'arrive/arriveExcel/sample']) {
    const sample = url.endsWith('/sample');
    route(app, {
      method: 'POST',
      url,
      summary: `Export the ${sample ? 'sample ' : ''}arrival list (导出表格): one row per line, the list's filters; xlsx streamed`,
      tags,
      permission: null, // the list permission of the type, checked below
      body: arrivalListInput,
      raw: true,
      handler: async ({ body, ctx, reply, req }) => {
        const input = sample ? { ...body, belongModule: 1 } : body;
        requireFor(ctx, input.belongModule, listCodes);
        return streamXlsx(reply, ctx.lang, arrivalExport(db, ctx, input), req.log);
      },
    });
  }
  route(app, {
    method: 'POST',
    url: 'purchase/batchArrive',
    summary:
      'Arrive every outstanding line of the chosen purchase bills: one arrival per supplier, optionally submitted (直接到料)',
    tags,
    permission: null, // by belongModule, as arrive/add
    body: batchArriveInput,
    handler: ({ body, ctx }) => {
      requireFor(ctx, body.belongModule, editCodes);
      return batchArrive(deps, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'arrive/createReturnOnArrive',
    summary: 'A draft return to the supplier from a reviewed arrival (all lines, or the chosen ones and quantities)',
    tags,
    permission: 'fac.returnOrder.add',
    body: returnOnArriveInput,
    handler: ({ body, ctx }) => createReturnOnArrive(db, ctx, body),
  });
}
