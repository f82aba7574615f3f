import { BOM_BILL_TYPE, BOM_FAMILY, BomPermission, Code } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { AppError } from '../../platform/http/errors.js';
import { readableUnits } from '../../platform/tenancy/scope.js';

/**
 * Goods BOMs (商品BOM) pass the approval workflow like material records: the uflo family 'common/bom' answers the
 * reference's calls (submit, review, apply-anti-review, undo-status ...). A BOM is edited only as a draft or when
 * rejected (assertEditable); a reviewed one is re-opened by anti-review first. The name is the bill's number on the
 * desk (a BOM has no number of its own).
 */
export const bomBillType: BillTypeDefinition = {
  type: BOM_BILL_TYPE,
  table: 'goods_bom',
  numberColumn: 'name',
  families: [BOM_FAMILY],
  deskColumns: [
    { key: 'styleNo', zh: '商品款号', en: 'Style no.' },
    { key: 'styleName', zh: '商品名称', en: 'Style name' },
    { key: 'rowCount', zh: '物料行数', en: 'Material rows' },
    { key: 'isDefault', zh: '默认BOM', en: 'Default BOM', format: 'yesNo' },
  ],
  permissions: {
    edit: BomPermission.update,
    submit: BomPermission.update,
    applyAntiReview: BomPermission.update,
    void: BomPermission.delete,
    delete: BomPermission.delete,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      const row = await trx
        .selectFrom('goodsBomRow')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('unitId', 'in', readableUnits(ctx, 'goodsBomRow'))
        .where('goodsBomId', '=', billId)
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0)
        throw new AppError(Code.badState, {
          zh: 'BOM至少需要一行物料才能提报',
          en: 'A BOM needs at least one material row to be submitted',
        });
    },
    describeForDesk: async (db, unitId, billIds) => {
      const rows = await db
        .selectFrom('goodsBom as b')
        .innerJoin('goodsStyle as g', 'g.id', 'b.goodsStyleId')
        .select((eb) => [
          'b.id',
          'b.isDefault',
          'g.styleNo',
          'g.styleName',
          eb
            .selectFrom('goodsBomRow as r')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('r.goodsBomId', '=', 'b.id')
            .as('rowCount'),
        ])
        .where('b.unitId', '=', unitId)
        .where('b.id', 'in', billIds)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          { styleNo: r.styleNo, styleName: r.styleName, rowCount: Number(r.rowCount ?? 0), isDefault: r.isDefault },
        ]),
      );
    },
  },
};
