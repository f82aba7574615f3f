import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** The codes the attribute libraries, size categories, code ratios and size tables declare. */
export const attributesPermissions = {
  /** 规格属性库: add, edit and stop-use colours, sizes, standard lengths, SKU attributes, colour groups. */
  specLibraryEdit: 'fac.specLibrary.edit',
  /** 尺码组 configuration. */
  sizeCategoryEdit: 'fac.sizeCategory.edit',
  /** 码比 (size ratio) configuration. */
  codeRatioEdit: 'fac.codeRatio.edit',
  /** 尺寸表 and 尺寸表模板. */
  sizeTableEdit: 'fac.sizeTable.edit',
} as const;

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const attributesPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'attributes',
    zh: '规格属性与尺码',
    en: 'Attributes and sizes',
    codes: Object.values(attributesPermissions),
  },
];
