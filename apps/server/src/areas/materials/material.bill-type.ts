import { Code, MaterialPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { AppError } from '../../platform/http/errors.js';
import { countSkus } from './material-sku.repository.js';

export const MATERIAL_BILL_TYPE = 'COMMON_MATERIALS';

/**
 * Material records (物料档案) pass the approval workflow; the uflo family 'common/materials' answers the
 * original client's calls. Only a draft or rejected material is edited (assertEditable); a reviewed one is
 * re-opened by anti-review first.
 */
export const materialBillType: BillTypeDefinition = {
  type: MATERIAL_BILL_TYPE,
  table: 'material',
  numberColumn: 'no',
  nameColumn: 'name',
  families: ['common/materials'],
  deskColumns: [
    { key: 'kindName', zh: '物料分类', en: 'Kind' },
    { key: 'colors', zh: '颜色', en: 'Colours' },
    { key: 'specifications', zh: '规格', en: 'Specifications' },
    { key: 'stockUnits', zh: '库存单位', en: 'Stock units' },
    { key: 'skuCount', zh: 'SKU数', en: 'SKUs' },
  ],
  permissions: {
    edit: MaterialPermission.update,
    submit: MaterialPermission.add,
    applyAntiReview: MaterialPermission.update,
    void: MaterialPermission.update,
    delete: MaterialPermission.delete,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      if ((await countSkus(trx, ctx.unitId, billId)) === 0)
        throw new AppError(Code.badState, {
          zh: '物料至少需要一个SKU才能提报',
          en: 'A material needs at least one SKU to be submitted',
        });
    },
    describeForDesk: async (db, unitId, billIds) => {
      const rows = await db
        .selectFrom('material as m')
        .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
        .leftJoin('materialSku as s', (j) => j.onRef('s.materialId', '=', 'm.id').on('s.isDeleted', '=', false))
        .leftJoin('materialSpec as sp', 'sp.id', 's.materialSpecId')
        .select(['m.id', 'k.name as kindName', 's.colorName', 'sp.no as specNo', 's.stockUnit'])
        .where('m.unitId', '=', unitId)
        .where('m.id', 'in', billIds)
        .orderBy('s.sort')
        .orderBy('s.id')
        .execute();
      const out = new Map<
        string,
        { kindName: string; colors: string[]; specifications: string[]; stockUnits: string[]; skuCount: number }
      >();
      for (const r of rows) {
        const e = out.get(r.id) ?? { kindName: r.kindName, colors: [], specifications: [], stockUnits: [], skuCount: 0 };
        if (r.colorName) {
          e.skuCount += 1;
          if (!e.colors.includes(r.colorName)) e.colors.push(r.colorName);
        }
        if (r.specNo && !e.specifications.includes(r.specNo)) e.specifications.push(r.specNo);
        if (r.stockUnit && !e.stockUnits.includes(r.stockUnit)) e.stockUnits.push(r.stockUnit);
        out.set(r.id, e);
      }
      return new Map([...out].map(([id, e]) => [id, { ...e }]));
    },
  },
};
