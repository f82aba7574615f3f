import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { AreaModule } from '../area-module.js';
import { missionBillType } from './mission.bill-type.js';
import { registerMissionRoutes } from './mission.routes.js';
import { registerMissionBatchConvertRoutes } from './mission-batch-convert.routes.js';
import { registerMissionReadRoutes } from './mission-read.routes.js';
import {
  listMissionLines,
  lockMissionNodeRow,
  type LockedMissionNode,
  type MissionLineDetail,
} from './mission-core.repository.js';

// What other areas use (node reports, node info, the workbench): the node row locked with its mission, the mission's
// start on its first report, and its SKU lines.
export { startMissionIfWaiting } from './mission-status.service.js';
export { MISSION_BILL_TYPE } from './mission.bill-type.js';
// Mission adjustment bills (areas/mission-adjust) write new quantities with the same order checks, links and logs.
export { assertWithinOrder, relinkOrder } from './mission-order-link.service.js';
export { lockMission, lockOrderGoodsRow, logDeliveryChange, setNodeTargets, writeOpLog } from './mission-write.repository.js';
export { missionLineKey, missionLineRows, writeMissionQuantities, type MissionLineKey } from './mission-quantities.repository.js';
export type { LockedMissionNode, MissionLineDetail } from './mission-core.repository.js';

/** The node instance joined with its mission, both locked `for update`, in the session's factory (undefined: not found). */
export function lockMissionNode(trx: Db, ctx: RequestContext, missionNodeId: string): Promise<LockedMissionNode | undefined> {
  return lockMissionNodeRow(trx, ctx, missionNodeId);
}

/** The mission's SKU lines: SKU, colour, size, customer, ordered num and actual cut num. */
export function missionLines(trx: Db, ctx: RequestContext, missionId: string): Promise<MissionLineDetail[]> {
  return listMissionLines(trx, ctx, missionId);
}

/** The one wiring call of the area: the FAC_MISSION bill type and the mission calls. */
export const missionsArea: AreaModule = {
  name: 'missions',
  register(app, { bills }) {
    bills.register(missionBillType);
    registerMissionRoutes(app);
    registerMissionReadRoutes(app);
    registerMissionBatchConvertRoutes(app);
  },
};
