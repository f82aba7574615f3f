import {
  PREPAY,
  PREPAY_TRANSFER,
  PrepayPermission as P,
  prepayChangeStatusInput,
  prepayInput,
  prepayListInput,
  prepayTransferInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { applyAntiReview, submitBill, voidBill } from '../../bills/workflow.service.js';
import { registerExportRoute, type ExportDefinition } from '../../platform/excel/index.js';
import { invalid } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { notFoundOf } from './payment-numbers.js';
import { findPrepay, pagePrepays, type PrepayKind } from './prepay.repository.js';
import { PREPAY_NAMES, prepayListExport, savePrepay, savePrepayTransfer } from './prepay.service.js';

const idInput = z.object({ id: prepayChangeStatusInput.shape.id });

/** finance/prepay/* and finance/prepayTransfer/*: add, update, list, detail, changeStatus (through the engine). */
export function registerPrepayRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['payments'];
  const db = app.db;
  const deps = { db, bills };
  const submitted = async (ctx: RequestContext, type: string, saved: { id: string; orderNo: string }, submit: boolean) => ({
    ...saved,
    status: submit ? (await submitBill(deps, ctx, type, saved.id)).status : 0,
  });

  const families: [string, PrepayKind, string][] = [
    ['finance/prepay', PREPAY, 'Prepay'],
    ['finance/prepayTransfer', PREPAY_TRANSFER, 'PrepayTransfer'],
  ];
  for (const [base, kind, name] of families) {
    const what = PREPAY_NAMES[kind].en.toLowerCase();
    for (const verb of ['add', 'update'] as const) {
      const schema = kind === PREPAY ? prepayInput : prepayTransferInput;
      route(app, {
        method: 'POST',
        url: `${base}/${verb}${name}`,
        summary:
          verb === 'add' ? `Save a new ${what} (draft; submit: true submits it)` : `Save a draft or rejected ${what} again`,
        tags,
        permission: P.add,
        body: verb === 'update' ? (schema as typeof prepayInput).required({ id: true }) : schema,
        handler: async ({ body, ctx }) => {
          const saved =
            kind === PREPAY
              ? await savePrepay(db, ctx, body as z.output<typeof prepayInput>)
              : await savePrepayTransfer(db, ctx, body as z.output<typeof prepayTransferInput>);
          return submitted(ctx, kind, saved, body.submit);
        },
      });
    }
    route(app, {
      method: 'POST',
      url: `${base}/list`,
      summary: `${PREPAY_NAMES[kind].en}s, newest first, with the filter's total`,
      tags,
      permission: P.query,
      body: prepayListInput,
      handler: ({ body, ctx }) => pagePrepays(db, ctx.unitId, kind, body),
    });
    registerExportRoute(app, {
      url: `${base}/exportExcel`,
      permission: P.query,
      summary: `The list's ${what}s (its filter, every page) as xlsx, amounts summed`,
      tags,
      body: prepayListInput,
      build: (ctx, body) => prepayListExport(db, ctx, kind, body) as ExportDefinition<unknown>,
    });
    route(app, {
      method: 'GET',
      url: `${base}/detail`,
      summary: `One ${what}`,
      tags,
      permission: P.query,
      query: idInput,
      handler: async ({ query, ctx }) => {
        const row = await findPrepay(db, ctx.unitId, kind, query.id);
        if (!row) throw notFoundOf(PREPAY_NAMES[kind]);
        const { unitId: _u, isDeleted: _d, ...view } = row as typeof row & { unitId?: string; isDeleted?: boolean };
        return view;
      },
    });
    route(app, {
      method: 'POST',
      url: `${base}/changeStatus`,
      summary: `${what}: status 1 submits (posts it in direct mode), 0 applies for anti-review (message), 5 voids`,
      tags,
      permission: P.add,
      body: prepayChangeStatusInput,
      handler: async ({ body, ctx }) => {
        if (body.status === 1) return submitBill(deps, ctx, kind, body.id);
        if (body.status === 5) return voidBill(deps, ctx, kind, body.id, body.message ?? undefined);
        if (!body.message) throw invalid('message', { zh: '请填写反审原因', en: 'a reason is required' });
        return applyAntiReview(deps, ctx, kind, body.id, body.message);
      },
    });
  }
}
