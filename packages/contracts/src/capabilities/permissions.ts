import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Managing custom-field definitions; reading them (to render forms) needs no code of its own. */
export const CUSTOM_FIELD_MANAGE = 'fac.customField.manage';
/** The company's custom fields (属性库 /archives), read by every factory of the company. */
export const COMPANY_CUSTOM_FIELD_MANAGE = 'company.customField.manage';

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const capabilitiesPermissionGroups: readonly PermissionGroup[] = [
  { key: 'customFields', zh: '自定义字段', en: 'Custom fields', codes: [CUSTOM_FIELD_MANAGE] },
  { key: 'companyCustomFields', zh: '集团属性库', en: 'Company attribute store', codes: [COMPANY_CUSTOM_FIELD_MANAGE] },
];
