import type { MissionMaterialBoardInput, MissionMaterialBoardRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageMaterialBoard } from './mission-material.service.js';

/** The board's rows, 100 missions at a time (a page is by mission and brings all its materials). */
async function* boardBatches(
  db: Db,
  ctx: RequestContext,
  body: MissionMaterialBoardInput,
): AsyncGenerator<MissionMaterialBoardRow[]> {
  const pageSize = 100;
  for (let pageNo = 1; ; pageNo++) {
    const page = await pageMaterialBoard(db, ctx, { ...body, pageNo, pageNum: undefined, pageSize });
    if (page.list.length) yield page.list;
    if (pageNo * pageSize >= page.totalCount) return;
  }
}

/**
 * fac/mission/material/exportBoard (待送料看板 导出): one row per mission and material; 需求数 / 已送料 / 待送料 totalled per
 * stock unit; the material's 库存数 / 可用库存 / 在途 beside them.
 */
export function materialBoardExport(
  db: Db,
  ctx: RequestContext,
  body: MissionMaterialBoardInput,
): ExportDefinition<MissionMaterialBoardRow> {
  const quantity = (zh: string, en: string, value: (r: MissionMaterialBoardRow) => string) => ({
    type: 'quantity' as const,
    scale: 4,
    header: { zh, en },
    value,
    unitOf: (r: MissionMaterialBoardRow) => r.stockUnit,
  });
  const stock = (zh: string, en: string, value: (r: MissionMaterialBoardRow) => string) => ({
    type: 'quantity' as const,
    scale: 4,
    header: { zh, en },
    value,
  });
  return {
    title: { zh: '待送料看板', en: 'Materials to deliver' },
    columns: [
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'date', header: { zh: '交货日期', en: 'Delivery date' }, value: (r) => r.deliveryAt },
      { type: 'text', header: { zh: '款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'text', header: { zh: '款式名称', en: 'Style' }, value: (r) => r.styleName },
      { type: 'text', header: { zh: '加工厂', en: 'Processing factory' }, width: 18, value: (r) => r.outsideFactoryName },
      { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.materialsNo },
      { type: 'text', header: { zh: '物料名称', en: 'Material' }, width: 20, value: (r) => r.materialsName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNoName },
      quantity('需求数', 'Demand', (r) => r.demand),
      quantity('已送料', 'Delivered', (r) => r.delivered),
      quantity('待送料', 'Left', (r) => r.left),
      // The material's stock in the factory's storehouses and 在途 purchases, as the board shows them. They repeat on
      // every mission that needs the material, so they are not totalled (a sum would count them once per mission).
      stock('库存数', 'On hand', (r) => r.onHand),
      stock('可用库存', 'Available', (r) => r.available),
      stock('在途', 'In transit', (r) => r.inTransit),
      { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    ],
    batches: boardBatches(db, ctx, body),
  };
}
