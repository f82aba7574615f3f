import { registerMediumCategorySource, registerSizeCategoryUsage } from '../attributes/index.js';
import { registerGoodsCategoryRoutes } from './goods-category.routes.js';
import { mediumCategoryList } from './goods-category.service.js';
import { registerGoodsBarcodeRoutes } from './goods-barcode.routes.js';
import { registerGoodsImportRoutes } from './goods-import.routes.js';
import { registerGoodsPartRoutes } from './goods-part.routes.js';
import { stylesOnSizeCategory } from './goods-style.repository.js';
import { registerGoodsStyleExcelRoutes } from './goods-style-excel.routes.js';
import { registerGoodsStyleRoutes } from './goods-style.routes.js';
import type { AreaModule } from '../area-module.js';

// What other areas may use: the SKU usage registry (orders, stock and BOMs register their checkers so a
// used SKU is never removed), the style detail and SKU readers.
export { registerGoodsSkuUsage, type GoodsSkuUsageChecker } from './goods-sku-usage.js';
export { getStyleDetail, getStyleSkus } from './goods-style.service.js';

let sizeCategoryCheckerRegistered = false;

/** The one wiring call of the area. */
export const goodsArea: AreaModule = {
  name: 'goods',
  register(app, _deps) {
    // The attributes' checker list lives for the process; one registration serves every app built in it.
    if (!sizeCategoryCheckerRegistered)
      registerSizeCategoryUsage(async (db, unitId, sizeCategoryId) =>
        (await stylesOnSizeCategory(db, unitId, sizeCategoryId)).map((s) => ({
          kind: 'GOODS_STYLE',
          id: s.id,
          label: s.styleNo,
        })),
      );
    sizeCategoryCheckerRegistered = true;
    // The medium categories (中类) of the tree are what size categories hang off.
    registerMediumCategorySource(mediumCategoryList);
    registerGoodsStyleRoutes(app);
    registerGoodsStyleExcelRoutes(app);
    registerGoodsPartRoutes(app);
    registerGoodsBarcodeRoutes(app);
    registerGoodsCategoryRoutes(app);
    registerGoodsImportRoutes(app);
  },
};
