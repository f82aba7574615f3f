export * from './sku-attr.js';
export * from './size-category.js';
export * from './code-ratio.js';
export * from './size-table.js';
export * from './split-by-ratio.js';
export { attributesPermissionGroups, attributesPermissions } from './permissions.js';
