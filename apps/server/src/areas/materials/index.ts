import { registerSupplierUsage } from '../partners/index.js';
import { registerMeasureUnitUser } from '../units/index.js';
import { registerMaterialExcelRoutes } from './material-excel.routes.js';
import { registerMaterialImportRoutes } from './material-import.routes.js';
import { registerMaterialKindAttrRoutes } from './material-kind-attr.routes.js';
import { registerMaterialKindRoutes } from './material-kind.routes.js';
import { registerMaterialPictureRoutes } from './material-picture.routes.js';
import { skusUsingSupplier } from './material-sku.service.js';
import { registerMaterialSkuRoutes } from './material-sku.routes.js';
import { registerMaterialSpecRoutes } from './material-spec.routes.js';
import { materialUnitUser } from './material-unit.service.js';
import { materialBillType } from './material.bill-type.js';
import { registerMaterialRoutes } from './material.routes.js';
import type { AreaModule } from '../area-module.js';

export { MATERIAL_BILL_TYPE } from './material.bill-type.js';
export { registerMaterialSkuUsage, registerSkuSupplierUsage } from './material-usage.js';
// For the BOM's 新建物料 (areas/bom, bom-material-line.service.ts): create, read, look up by number, supplier prices.
export { createMaterial, getMaterialDetail } from './material.service.js';
export { judgeRepeatNo } from './material-archive.service.js';
export { updateSkuSupplier } from './material-sku.service.js';
export { materialSkuNameColumns, materialSkuSqlColumns, withSpecNoName } from './material-sku-descriptor.js';

/**
 * The one wiring call of the area: registers the COMMON_MATERIALS bill type (so it must run before the
 * bill engine's routes, which read the families), the supplier usage checker, and the routes.
 */
let supplierCheckerRegistered = false;

export const materialsArea: AreaModule = {
  name: 'materials',
  register(app, { bills }) {
    bills.register(materialBillType);
    // The partners' checker list lives for the process; one registration serves every app built in it.
    if (!supplierCheckerRegistered) {
      registerSupplierUsage(skusUsingSupplier);
      // SKUs name their units: a unit they use is not deleted, and a renamed one renames their copies.
      registerMeasureUnitUser(materialUnitUser);
    }
    supplierCheckerRegistered = true;
    registerMaterialKindRoutes(app);
    registerMaterialKindAttrRoutes(app);
    registerMaterialSpecRoutes(app);
    registerMaterialRoutes(app, bills);
    registerMaterialSkuRoutes(app);
    registerMaterialExcelRoutes(app);
    registerMaterialPictureRoutes(app);
    registerMaterialImportRoutes(app);
  },
};
