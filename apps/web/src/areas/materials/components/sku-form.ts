import type { MaterialDetail } from '@gf/contracts';
import type { MaterialForm, SkuForm } from '../api/materials-api';

/** Trimmed text, or null when blank. */
export const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

let keySeq = 0;
/** The client key of a new SKU row. */
export const newSkuKey = () => `new-${++keySeq}`;

/** The saved SKUs of a material as editable rows. */
export function toSkuForms(d: MaterialDetail): SkuForm[] {
  return d.commonMaterialsSkuList.map((s) => ({
    key: s.id,
    id: s.id,
    colorId: s.colorId,
    colorName: s.colorName,
    specificationsId: s.specificationsId,
    sampleMaterial: s.sampleMaterial,
    stockUnitId: s.stockUnitId,
    stockUnit: s.stockUnit,
    purchaseUnitId: s.purchaseUnitId,
    purchaseUnit: s.purchaseUnit,
    conversionRate: s.conversionRate,
    remark: s.remark,
    defaultDosage: s.defaultDosage,
    fixedMaterials: s.fixedMaterials,
    mlossRate: s.mlossRate,
    suppliers: s.suppliers.map((l) => ({ ...l })),
  }));
}

/** A new row takes the units (and their rate) of the row before it: the SKUs of one material mostly share them. */
export function unitsOfPrevious(
  previous: SkuForm | undefined,
): Pick<SkuForm, 'stockUnitId' | 'stockUnit' | 'purchaseUnitId' | 'purchaseUnit' | 'conversionRate'> {
  return {
    stockUnitId: previous?.stockUnitId ?? null,
    stockUnit: previous?.stockUnit ?? '',
    purchaseUnitId: previous?.purchaseUnitId ?? null,
    purchaseUnit: previous?.purchaseUnit ?? null,
    conversionRate: previous?.conversionRate ?? '1',
  };
}

/** A row as the server takes it: units by id (their names stay on the page), blanks as null, begun suppliers only. */
export function skuBody({
  key: _key,
  specNoName: _label,
  stockUnit: _s,
  purchaseUnit: _p,
  ...s
}: SkuForm): MaterialForm['skus'][number] {
  return {
    ...s,
    colorName: s.colorName.trim(),
    purchaseUnitId: s.purchaseUnitId ?? null,
    remark: blank(s.remark),
    conversionRate: s.conversionRate || '1',
    defaultDosage: blank(s.defaultDosage),
    mlossRate: blank(s.mlossRate),
    suppliers: s.suppliers
      .filter((l) => l.supplierId)
      .map(({ supplierName: _n, ...l }) => ({
        ...l,
        planCost: blank(l.planCost),
        excludingTaxPrice: blank(l.excludingTaxPrice),
      })),
  };
}
