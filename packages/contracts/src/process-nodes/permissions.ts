import { MissionPermission } from '../missions/permissions.js';

/**
 * The reference's one code for node and template maintenance (fac.node.operate) already stands in the catalogue's
 * 工单节点 group, so this area adds no group. Type lists and the template dropdown are shared lookups.
 */
export const ProcessNodePermission = {
  /** Node definitions, workshop sections and process templates: read and maintain. */
  operate: 'fac.node.operate',
} as const;

/**
 * Who besides node maintainers may read the template list, one template and the node briefs (the mission form's
 * 工序模板 dropdown and its node rows): mission creators and editors. Changing templates stays fac.node.operate only.
 */
export const TEMPLATE_READER_PERMISSIONS: readonly string[] = [MissionPermission.add, MissionPermission.update];
