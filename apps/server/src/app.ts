import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Db } from './platform/db/database.js';
import { answerFrameworkError, installErrorHandlers } from './platform/http/error-handler.js';
import './platform/http/fastify-types.js';
import { installJsonBodyParser } from './platform/http/json-body.js';
import { registerPlatformRoutes } from './platform/http/platform.routes.js';
import { registerAuditRoutes } from './platform/audit/audit.routes.js';
import { registerNumberingRoutes } from './platform/numbering/numbering.routes.js';
import { registerColumnSettingRoutes } from './platform/preferences/column-settings.routes.js';
import { registerCapabilityRoutes } from './platform/capabilities.routes.js';
import { createBillRegistry } from './bills/registry.js';
import { registerBillRoutes } from './bills/bill.routes.js';
import type { AreaModule } from './areas/area-module.js';
import { accountsArea } from './areas/accounts/index.js';
import { rolesArea } from './areas/roles/index.js';
import { factoryArea } from './areas/factory/index.js';
import { partnersArea } from './areas/partners/index.js';
import { attributesArea } from './areas/attributes/index.js';
import { goodsArea } from './areas/goods/index.js';
import { materialsArea } from './areas/materials/index.js';
import { bomArea } from './areas/bom/index.js';
import { stockArea } from './areas/stock/index.js';
import { stockBalanceArea } from './areas/stock-balance/index.js';
import { payablesArea } from './areas/payables/index.js';
import { journalArea } from './areas/journal/index.js';
import { financeConfigArea } from './areas/finance-config/index.js';
import { feesArea } from './areas/fees/index.js';
import { invoicesArea } from './areas/invoices/index.js';
import { paymentsArea } from './areas/payments/index.js';
import { purchasingArea } from './areas/purchasing/index.js';
import { productionOrdersArea } from './areas/production-orders/index.js';
import { orderAdjustmentsArea } from './areas/order-adjustments/index.js';
import { orderDemandArea } from './areas/order-demand/index.js';
import { returnsArea } from './areas/returns/index.js';
import { deliveryArea } from './areas/delivery/index.js';
import { remnantArea } from './areas/remnant/index.js';
import { arrivalsArea } from './areas/arrivals/index.js';
import { oneStepArea } from './areas/one-step/index.js';
import { rollsArea } from './areas/rolls/index.js';
import { qualityArea } from './areas/quality/index.js';
import { stocktakeArea } from './areas/stocktake/index.js';
import { unitsArea } from './areas/units/index.js';
import { companyArea } from './areas/company/index.js';
import { missionWorkbenchArea } from './areas/mission-workbench/index.js';
import { processNodesArea } from './areas/process-nodes/index.js';
import { missionsArea } from './areas/missions/index.js';
import { missionNodeInfoArea } from './areas/mission-node-info/index.js';
import { missionMaterialArea } from './areas/mission-material/index.js';
import { cuttingArea } from './areas/cutting/index.js';
import { uniqueCodesArea } from './areas/unique-codes/index.js';
import { nodeReportsArea } from './areas/node-reports/index.js';
import { missionAdjustArea } from './areas/mission-adjust/index.js';
import { defectsArea } from './areas/defects/index.js';
import { scanningArea } from './areas/scanning/index.js';
import { stockBillsArea } from './areas/stock-bills/index.js';
import { financePeriodsArea } from './areas/finance-periods/index.js';
import { statementsArea } from './areas/statements/index.js';
import { allocateArea } from './areas/allocate/index.js';

/** Every server area, once. */
export const AREAS: readonly AreaModule[] = [
  accountsArea,
  rolesArea,
  factoryArea,
  partnersArea,
  attributesArea,
  unitsArea,
  goodsArea,
  materialsArea,
  bomArea,
  stockArea,
  stockBalanceArea,
  payablesArea,
  journalArea,
  financeConfigArea,
  feesArea,
  invoicesArea,
  paymentsArea,
  financePeriodsArea,
  statementsArea,
  purchasingArea,
  productionOrdersArea,
  orderAdjustmentsArea,
  orderDemandArea,
  returnsArea,
  deliveryArea,
  remnantArea,
  arrivalsArea,
  oneStepArea,
  rollsArea,
  qualityArea,
  stocktakeArea,
  allocateArea,
  companyArea,
  missionWorkbenchArea,
  processNodesArea,
  missionsArea,
  missionNodeInfoArea,
  missionMaterialArea,
  cuttingArea,
  uniqueCodesArea,
  nodeReportsArea,
  missionAdjustArea,
  defectsArea,
  scanningArea,
  stockBillsArea,
];

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
}

/** The one place that wires the platform, the bill engine and every area together. */
export async function buildApp({ config, db, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => Math.random().toString(36).slice(2, 12),
    // X-Forwarded-For is believed only from the proxies the configuration names (TRUSTED_PROXIES).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 20 * 1024 * 1024,
    // A URL Fastify's router cannot decode, or a path parameter past maxParamLength, still answers the envelope.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('ctx', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  installJsonBodyParser(app);

  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Garment factory back office API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerPlatformRoutes(app);
  registerAuditRoutes(app);
  registerColumnSettingRoutes(app);
  registerNumberingRoutes(app);
  registerCapabilityRoutes(app);

  // Every area, each through the one AreaModule shape (areas/area-module.ts): bill types, hooks, routes.
  const bills = createBillRegistry();
  for (const area of AREAS) area.register(app, { bills });
  // The engine's routes come last: they read the bill types (and their families) the areas registered.
  registerBillRoutes(app, bills);

  app.get('/v1/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  serveWebApp(app, config.webDist);
  return app;
}

function serveWebApp(app: FastifyInstance, webDist: string | undefined): void {
  const root = webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(path.join(root, 'index.html'))) return;
  void app.register(fastifyStatic, { root, wildcard: false, index: 'index.html', maxAge: '1h', immutable: false });
  // Client-side routes fall back to index.html; unknown API calls keep the envelope 404.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/v1/') || req.url.startsWith('/warehouse/')) return;
    const pathname = req.url.split('?')[0] ?? '/';
    if (path.extname(pathname) !== '') return;
    return reply.sendFile('index.html', { maxAge: 0 });
  });
}
