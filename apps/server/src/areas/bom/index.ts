import { registerMaterialSkuUsage, registerSkuSupplierUsage } from '../materials/index.js';
import { registerOrderBomLookup } from '../production-orders/index.js';
import type { AreaModule } from '../area-module.js';
import { registerBomConfigRoutes } from './bom-config.routes.js';
import { templatesUsingMaterialSkus } from './bom-template.repository.js';
import { registerBomTemplateRoutes } from './bom-template.routes.js';
import { bomBillType } from './bom.bill-type.js';
import { bomsUsingMaterialSkus, bomsUsingSupplier, findBom, findDefaultBomId } from './bom.repository.js';
import { registerBomRoutes } from './bom.routes.js';

// What other areas may use: the explosion (orders' material demand), the style's default BOM and its BOM list, and
// the registry where the demand area says which material SKUs of a BOM are already purchased (rows then lock).
export { explodeBom, findDefaultBomId, listBomsOfStyle } from './bom-query.service.js';
export { explodeRows, type ExplosionRow, type ExplosionSku } from './bom-explosion.service.js';
export { bomRowSuppliers } from './bom-explosion.repository.js';
export {
  explodeBoms,
  explodeCells,
  findDefaultBomIds,
  type BomExplosionRequest,
  type ExplodedCell,
} from './bom-explosion-batch.js';
export { registerPurchasedMaterialCheck, type PurchasedMaterialCheck } from './bom-lock.service.js';

let usageRegistered = false;

/** The one wiring call of the area: the COMMON_BOM bill type, the materials' usage checkers, the routes. */
export const bomArea: AreaModule = {
  name: 'bom',
  register(app, { bills }) {
    bills.register(bomBillType);
    // The materials' checker lists live for the process; one registration serves every app built in it.
    if (!usageRegistered) {
      registerMaterialSkuUsage(async (db, unitId, skuIds) => [
        ...(await bomsUsingMaterialSkus(db, unitId, skuIds)).map((b) => ({ kind: 'COMMON_BOM', id: b.id, label: b.name })),
        ...(await templatesUsingMaterialSkus(db, unitId, skuIds)).map((t) => ({ kind: 'BOM_TEMPLATE', id: t.id, label: t.name })),
      ]);
      registerSkuSupplierUsage(async (db, unitId, skuId, supplierId) =>
        (await bomsUsingSupplier(db, unitId, supplierId))
          .filter((b) => b.materialSkuId === skuId)
          .map((b) => ({ kind: 'COMMON_BOM', id: b.id, label: b.name })),
      );
      // Orders store each goods block's BOM: the style's default one when none is chosen.
      registerOrderBomLookup({
        findDefaultBomId,
        isBomOfStyle: async (db, tenant, bomId, styleId) => (await findBom(db, tenant, bomId))?.goodsStyleId === styleId,
      });
    }
    usageRegistered = true;
    registerBomRoutes(app, bills);
    registerBomConfigRoutes(app);
    registerBomTemplateRoutes(app);
  },
};
