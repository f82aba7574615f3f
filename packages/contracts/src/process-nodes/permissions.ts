/**
 * The reference's one code for node and template maintenance (fac.node.operate) already stands in the catalogue's
 * 工单节点 group, so this area adds no group. Type lists and the template dropdown are shared lookups.
 */
export const ProcessNodePermission = {
  /** Node definitions, workshop sections and process templates: read and maintain. */
  operate: 'fac.node.operate',
} as const;
