import { sql } from 'kysely';
import type { FactoryFixture } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';

// The mission is written straight into the tables (the missions area owns the calls that make one, and another
// area's fixture is not importable); its lay is cut through the cutting call, as the screen does it.
let seq = 0;

const newId = async (db: Db, q: ReturnType<typeof sql<{ id: string }>>) => String((await q.execute(db)).rows[0]!.id);

export interface ScanWorld {
  missionId: string;
  missionNo: string;
  /** 扎号裁床 → 车缝 → 整烫 (each node's upstream the one before). */
  cutNodeId: string;
  sewNodeId: string;
  pressNodeId: string;
  pressPrcdNodeId: string;
  /** Ticket numbers of the lay in order: six bundles of 10 pieces (2 colours; ratio M 1, L 2; 10 plies). */
  tickets: string[];
}

/** What the fixture needs of a signed-in client (a test's Client, or the bench's own). */
interface Caller {
  call(method: 'POST', url: string, payload: unknown): Promise<{ code: number; msg: string }>;
}

/**
 * A mission of 2 colours × 2 sizes (`perSku` each, default 100), its three nodes and one submitted lay (`plies` per
 * colour, default 10; marker M 1, L 2; `bundleCap` pieces a bundle at most): by default six bundles of 10.
 */
export async function makeScanWorld(
  db: Db,
  f: FactoryFixture,
  boss: Caller,
  opts: { perSku?: number; plies?: number; bundleCap?: number } = {},
): Promise<ScanWorld> {
  const perSku = opts.perSku ?? 100;
  const plies = opts.plies ?? 10;
  seq += 1;
  const u = f.unitId;
  const by = f.boss.userId;
  const tag = `sc${seq}x${Date.now() % 100000}`;
  const attr = (type: string, name: string) =>
    newId(
      db,
      sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, ${type}, ${name + tag}, ${by}) returning id`,
    );
  const colors = [await attr('COLOR', '黑'), await attr('COLOR', '白')];
  const sizes = [await attr('SIZE', 'M'), await attr('SIZE', 'L')];
  const category = await newId(db, sql`insert into size_category (unit_id, name) values (${u}, ${'SC' + tag}) returning id`);
  const style = await newId(
    db,
    sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
        values (${u}, ${'ST-' + tag}, ${'衬衫' + tag}, ${category}, ${by}) returning id`,
  );
  const missionNo = `SC${tag}`;
  const missionId = await newId(
    db,
    sql`insert into mission (unit_id, mission_no, placeorder_at, delivery_at, goods_style_id, total_num, created_by)
        values (${u}, ${missionNo}, '2026-11-01', '2026-12-31', ${style}, ${perSku * 4}, ${by}) returning id`,
  );
  for (const c of colors)
    for (const s of sizes) {
      const sku = await newId(
        db,
        sql`insert into goods_sku (unit_id, goods_style_id, color_id, size_id) values (${u}, ${style}, ${c}, ${s}) returning id`,
      );
      await sql`insert into mission_line (unit_id, mission_id, goods_sku_id, num) values (${u}, ${missionId}, ${sku}, ${perSku})`.execute(
        db,
      );
    }
  let upstream: string | null = null;
  const nodes: { id: string; prcd: string }[] = [];
  for (const [sort, [name, type]] of [
    ['扎号裁床', 'actual_cutting_ligation'],
    ['车缝', 'quantitative'],
    ['整烫', 'quantitative'],
  ].entries()) {
    const prcd = await newId(
      db,
      sql`insert into prcd_node (unit_id, name, type_code, created_by) values (${u}, ${name + tag}, ${type}, ${by}) returning id`,
    );
    const id: string = await newId(
      db,
      sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, upstream_mission_node_id, target_num)
          values (${u}, ${missionId}, ${prcd}, ${name}, ${type}, ${sort}, ${upstream}, ${perSku * 4}) returning id`,
    );
    nodes.push({ id, prcd });
    upstream = id;
  }
  const lay = await boss.call('POST', `fac-mission-prcd-nodes/${nodes[0]!.id}/actual-cutting-ligation`, {
    actionType: 'REPORT',
    dateCompleted: '2026-11-25',
    finishUserId: by,
    lathe: '1',
    fabrics: [
      { colorId: colors[0], plies },
      { colorId: colors[1], plies },
    ],
    ratios: [
      { sizeId: sizes[0], ratio: 1 },
      { sizeId: sizes[1], ratio: 2 },
    ],
    bundleCap: opts.bundleCap,
  });
  if (lay.code !== 0) throw new Error(`the lay was refused: ${lay.code} ${lay.msg}`);
  const tickets = await db
    .selectFrom('cuttingBundle')
    .select(['ticketNo'])
    .where('missionId', '=', missionId)
    .orderBy('seq')
    .execute();
  return {
    missionId,
    missionNo,
    cutNodeId: nodes[0]!.id,
    sewNodeId: nodes[1]!.id,
    pressNodeId: nodes[2]!.id,
    pressPrcdNodeId: nodes[2]!.prcd,
    tickets: tickets.map((t) => t.ticketNo),
  };
}
