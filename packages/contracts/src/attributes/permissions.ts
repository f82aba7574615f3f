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

/**
 * The company-level libraries (/publicSet, /publicInferior): rows every factory of the company reads and none may
 * change. A factory's own additions stay under the factory codes (fac.specLibrary.edit, fac.materials.update,
 * fac.defectiveLabel.manage).
 */
export const companyLibraryPermissions = {
  /** 多厂通用设置: the company's colours, colour groups, sizes, 内长, SKU attributes and material specifications. */
  specLibraryEdit: 'company.specLibrary.edit',
  /** 集团次品标签: the company's defective labels. */
  defectLabelManage: 'company.defectLabel.manage',
} as const;

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const attributesPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'attributes',
    zh: '规格属性与尺码',
    en: 'Attributes and sizes',
    codes: Object.values(attributesPermissions),
  },
  {
    key: 'companyLibraries',
    zh: '多厂通用设置（集团规格库与次品标签）',
    en: 'Company libraries (specs and defect labels)',
    codes: Object.values(companyLibraryPermissions),
  },
];
