export * from './sku-attr.js';
export * from './size-category.js';
export * from './code-ratio.js';
export * from './size-table.js';
export * from './split-by-ratio.js';
export * from './library-level.js';
export { attributesPermissionGroups, attributesPermissions, companyLibraryPermissions } from './permissions.js';
