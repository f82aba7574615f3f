import {
  arriveLimitInput,
  preuseConfigInput,
  PurchasePermission,
  purchaseConfigUpdateInput,
  switchConfigInput,
  type PurchaseConfig,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getPurchaseConfig, updatePurchaseConfig } from './purchase-config.service.js';

/** The three switch configs the reference reads and writes as `{ enabled }` under their own names. */
const switches: { url: string; field: keyof PurchaseConfig }[] = [
  { url: 'purchasing_unit_price_config', field: 'unitPriceRequired' },
  { url: 'purchasing_amount_config', field: 'purchasingAmountEditable' },
  { url: 'deliverying_amount_config', field: 'deliveringAmountShown' },
];

export function registerPurchaseConfigRoutes(app: FastifyInstance): void {
  const tags = ['purchasing'];
  const db = app.db;
  const update = PurchasePermission.configUpdate;
  for (const url of ['material/purchase/config', 'material/purchase/config/facPrdOrderConfig']) {
    route(app, {
      method: 'GET',
      url,
      summary: 'The unit purchase configuration (demand source, reservation, switches, arrival limits)',
      tags,
      permission: null,
      handler: ({ ctx }) => getPurchaseConfig(db, ctx),
    });
  }
  route(app, {
    method: 'POST',
    url: 'material/purchase/config/update',
    summary: 'Save demand source, plan-on-submit and the one-step purchase-receive-deliver switch',
    tags,
    permission: update,
    body: purchaseConfigUpdateInput,
    handler: ({ body, ctx }) => updatePurchaseConfig(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'stock-sku-preuse-config',
    summary: 'Reservation (主动占用) mode: 1 manual, 2 automatic, and whether it may be changed by hand',
    tags,
    permission: null,
    handler: async ({ ctx }) => {
      const c = await getPurchaseConfig(db, ctx);
      return { preuseType: c.preuseType, canManualModify: c.canManualModify };
    },
  });
  route(app, {
    method: 'PUT',
    url: 'stock-sku-preuse-config',
    summary: 'Save the reservation mode',
    tags,
    permission: update,
    body: preuseConfigInput,
    handler: async ({ body, ctx }) => {
      const c = await updatePurchaseConfig(db, ctx, body);
      return { preuseType: c.preuseType, canManualModify: c.canManualModify };
    },
  });
  for (const s of switches) {
    route(app, {
      method: 'GET',
      url: s.url,
      summary: `Switch ${s.field}`,
      tags,
      permission: null,
      handler: async ({ ctx }) => ({ enabled: (await getPurchaseConfig(db, ctx))[s.field] }),
    });
    route(app, {
      method: 'PUT',
      url: s.url,
      summary: `Save switch ${s.field}`,
      tags,
      permission: update,
      body: switchConfigInput,
      handler: async ({ body, ctx }) => ({
        enabled: (await updatePurchaseConfig(db, ctx, { [s.field]: body.enabled }))[s.field],
      }),
    });
  }
  route(app, {
    method: 'GET',
    url: 'materialArriveLimitConfig',
    summary: 'Arrival limits: over / short delivery in percent of the purchased quantity',
    tags,
    permission: null,
    handler: async ({ ctx }) => {
      const c = await getPurchaseConfig(db, ctx);
      return { overDeliveryLimit: c.overDeliveryLimit, lackDeliveryLimit: c.lackDeliveryLimit };
    },
  });
  route(app, {
    method: 'POST',
    url: 'materialArriveLimitConfig',
    summary: 'Save the arrival limits (blank = no limit)',
    tags,
    permission: update,
    body: arriveLimitInput,
    handler: async ({ body, ctx }) => {
      const c = await updatePurchaseConfig(db, ctx, body);
      return { overDeliveryLimit: c.overDeliveryLimit, lackDeliveryLimit: c.lackDeliveryLimit };
    },
  });
}
