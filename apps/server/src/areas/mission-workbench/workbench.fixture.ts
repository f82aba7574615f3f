import type { Db } from '../../platform/db/database.js';
import type { FactoryFixture } from '../../../test/harness.js';

/**
 * Missions, nodes and reviewed reports written straight into the tables (the missions and node-reports areas own the
 * calls that make them; this area only reads them), for the workbench's integration tests.
 */
let seq = 0;

export interface WorkbenchWorld {
  styleId: string;
  customerId: string;
  nodeIds: { cut: string; sew: string; pack: string };
}

const noLists = { colorIds: '[]', sizeIds: '[]', standardIds: '[]', pictureIds: '[]' };

export async function makeWorld(db: Db, f: FactoryFixture): Promise<WorkbenchWorld> {
  seq += 1;
  const by = f.boss.userId;
  const style = await db
    .insertInto('goodsStyle')
    .values({ unitId: f.unitId, styleNo: `WB-${seq}`, styleName: `衬衫${seq}`, sizeCategoryId: '1', createdBy: by, ...noLists })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customer')
    .values({ unitId: f.unitId, name: `客户${seq}-${f.unitId}`, createdBy: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node = async (name: string, typeCode: 'quantitative' | 'actual_cutting') =>
    (
      await db
        .insertInto('prcdNode')
        .values({ unitId: f.unitId, name: `${name}${seq}`, typeCode, createdBy: by })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    styleId: style.id,
    customerId: customer.id,
    nodeIds: {
      cut: await node('裁床', 'actual_cutting'),
      sew: await node('车缝', 'quantitative'),
      pack: await node('包装', 'quantitative'),
    },
  };
}

export interface MissionSpec {
  missionNo: string;
  status?: number;
  priority?: number;
  deliveryAt?: string;
  /** Per node definition: status, plan end, labour cost, target, completed. */
  nodes: {
    prcdNodeId: string;
    status?: number;
    planEndAt?: string | null;
    labourCost?: string;
    targetNum?: string;
    completedNum?: string;
  }[];
}

export async function makeMission(db: Db, unitId: string, createdBy: string, w: WorkbenchWorld, spec: MissionSpec) {
  const mission = await db
    .insertInto('mission')
    .values({
      unitId,
      missionNo: spec.missionNo,
      status: spec.status ?? 0,
      priority: spec.priority ?? 0,
      placeorderAt: '2026-11-01',
      deliveryAt: spec.deliveryAt ?? '2026-12-20',
      goodsStyleId: w.styleId,
      customerId: w.customerId,
      leaderIds: JSON.stringify([createdBy]),
      totalNum: '100',
      createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nodes = await db
    .insertInto('missionNode')
    .values(
      spec.nodes.map((n, i) => ({
        unitId,
        missionId: mission.id,
        prcdNodeId: n.prcdNodeId,
        name: `node${i + 1}`,
        typeCode: 'quantitative' as const,
        sort: i + 1,
        status: n.status ?? 0,
        planEndAt: n.planEndAt ?? null,
        labourCost: n.labourCost ?? null,
        targetNum: n.targetNum ?? '100',
        completedNum: n.completedNum ?? '0',
      })),
    )
    .returning(['id', 'prcdNodeId'])
    .execute();
  return { missionId: mission.id, nodeIds: nodes.map((n) => n.id) };
}

export async function makeReport(
  db: Db,
  unitId: string,
  createdBy: string,
  r: {
    missionId: string;
    missionNodeId: string;
    finishUserId: string;
    num: string;
    date: string;
    status?: number;
    billType?: 'FAC_MISSION_COMPLETE' | 'FAC_MISSION_ADJUST' | 'FAC_MISSION_DEFECTIVE';
  },
): Promise<void> {
  seq += 1;
  await db
    .insertInto('missionNodeReport')
    .values({
      unitId,
      billType: r.billType ?? 'FAC_MISSION_COMPLETE',
      billNo: `RP${seq}-${Date.now()}`,
      status: r.status ?? 2,
      missionId: r.missionId,
      missionNodeId: r.missionNodeId,
      typeCode: 'quantitative',
      dateCompleted: r.date,
      finishUserId: r.finishUserId,
      totalNum: r.num,
      createdBy,
    })
    .execute();
}
