import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const factoryPermissionGroups: readonly PermissionGroup[] = [];
