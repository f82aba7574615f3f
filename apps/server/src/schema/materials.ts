import type { Generated } from 'kysely';
import type { CreatedAt, Id, Numeric, UpdatedAt } from './common.js';

export interface MaterialKindTable {
  id: Id;
  unitId: string;
  parentId: string | null;
  no: string;
  name: string;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialSpecTable {
  id: Id;
  unitId: string;
  no: string;
  remark: string | null;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialTable {
  id: Id;
  unitId: string;
  no: string;
  name: string;
  materialKindId: string;
  composition: string | null;
  width: string | null;
  weight: string | null;
  remark: string | null;
  status: Generated<number>;
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  createdBy: string;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialSkuTable {
  id: Id;
  unitId: string;
  materialId: string;
  colorId: string | null;
  colorName: string;
  materialSpecId: string;
  sampleMaterial: boolean;
  /** The unit's name as the dictionary spells it (kept in step on a rename); bills copy it onto their lines. */
  stockUnit: string;
  purchaseUnit: string | null;
  /** The units dictionary's rows (areas/units): the stock unit and the optional purchase unit. */
  stockMeasureUnitId: string;
  purchaseMeasureUnitId: string | null;
  conversionRate: Numeric;
  remark: string | null;
  defaultDosage: Numeric | null;
  fixedMaterials: boolean;
  mlossRate: Numeric | null;
  isStopUse: Generated<boolean>;
  sort: Generated<number>;
  isDeleted: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialSkuSupplierTable {
  id: Id;
  unitId: string;
  materialSkuId: string;
  supplierId: string;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  planCost: Numeric | null;
  excludingTaxPrice: Numeric | null;
  isDefault: boolean;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * The view material_sku_descriptor (read only): a SKU with its material, kind and spec, as the materials area
 * publishes it for other areas' queries (README of areas/materials).
 */
export interface MaterialSkuDescriptorView {
  id: string;
  unitId: string;
  materialId: string;
  colorId: string | null;
  colorName: string;
  materialSpecId: string;
  sampleMaterial: boolean;
  stockUnit: string;
  purchaseUnit: string | null;
  conversionRate: Numeric;
  isStopUse: boolean;
  isDeleted: boolean;
  sort: number;
  materialNo: string;
  materialName: string;
  materialKindId: string;
  materialIsDeleted: boolean;
  kindName: string;
  specNo: string;
  specRemark: string | null;
}

export interface MaterialTables {
  materialKind: MaterialKindTable;
  materialSpec: MaterialSpecTable;
  material: MaterialTable;
  materialSku: MaterialSkuTable;
  materialSkuSupplier: MaterialSkuSupplierTable;
  materialSkuDescriptor: MaterialSkuDescriptorView;
}
