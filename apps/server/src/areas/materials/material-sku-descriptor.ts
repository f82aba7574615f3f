import { specNoName } from '@gf/contracts';
import { sql } from 'kysely';

/**
 * What other areas read of a material SKU: the view `material_sku_descriptor` (migration
 * 202611241500_create-material-sku-descriptor), one row per SKU with its material number and name, kind name, colour,
 * spec number and remark, units, sample flag and deletion flags. Other areas join it on the SKU id instead of the
 * materials tables (`.innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')`, or
 * `join material_sku_descriptor s on s.id = ...` in plain SQL); lint refuses the materials tables outside this area.
 */

/**
 * The columns naming a SKU in lists and details (kind, material number and name, colour, spec number and remark),
 * for a query that joined the view as `s`; pass the row through withSpecNoName for the spec's display name.
 */
export const materialSkuNameColumns = [
  's.kindName',
  's.materialNo as materialsNo',
  's.materialName as materialsName',
  's.colorName',
  's.specNo',
  's.specRemark',
] as const;

/** A row with the view's specNo and specRemark: those two become specNoName ('' without a spec). */
export const withSpecNoName = <R extends { specNo: string | null; specRemark: string | null }>({
  specNo,
  specRemark,
  ...row
}: R): Omit<R, 'specNo' | 'specRemark'> & { specNoName: string } => ({
  ...row,
  specNoName: specNo ? specNoName(specNo, specRemark) : '',
});

/**
 * Plain-SQL columns naming a SKU of the view joined as `s`, under the names the quality and source-line contracts use
 * (materialNo, materialName, colorName, specificationsNo, stockUnit).
 */
export const materialSkuSqlColumns = sql`s.material_no as "materialNo", s.material_name as "materialName", s.color_name as "colorName", s.spec_no as "specificationsNo", s.stock_unit as "stockUnit"`;
