import { sql } from 'kysely';
import type { FactoryFixture } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';

/**
 * A mission of a style in two colours × three sizes with a bundle cutting node (以实裁数为准 downstream: a sewing
 * node), written straight into the tables (the missions area owns the calls that make them).
 */
let seq = 0;

async function id(db: Db, query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  return String((await query.execute(db)).rows[0]!.id);
}

export interface CuttingWorld {
  styleId: string;
  missionId: string;
  missionNo: string;
  cutNodeId: string;
  sewNodeId: string;
  colors: [string, string];
  sizes: [string, string, string];
  /** SKU ids by `colorId/sizeId`. */
  sku: Map<string, string>;
}

export async function makeCuttingWorld(db: Db, f: FactoryFixture, opts: { chargerIds?: string[] } = {}): Promise<CuttingWorld> {
  seq += 1;
  const u = f.unitId;
  const by = f.boss.userId;
  const tag = `${seq}-${Date.now() % 100000}`;
  const attr = (type: 'COLOR' | 'SIZE', name: string) =>
    id(
      db,
      sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, ${type}, ${`${name}${tag}`}, ${by}) returning id`,
    );
  const colors: [string, string] = [await attr('COLOR', '红'), await attr('COLOR', '蓝')];
  const sizes: [string, string, string] = [await attr('SIZE', 'S'), await attr('SIZE', 'M'), await attr('SIZE', 'L')];
  const category = await id(db, sql`insert into size_category (unit_id, name) values (${u}, ${`码组${tag}`}) returning id`);
  const styleId = await id(
    db,
    sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
        values (${u}, ${`CUT-${tag}`}, ${`夹克${tag}`}, ${category}, ${by}) returning id`,
  );
  const template = await id(
    db,
    sql`insert into prcd_template (unit_id, name, report_needs_review, created_by) values (${u}, ${`裁床模板${tag}`}, false, ${by}) returning id`,
  );
  const missionNo = `GD${tag}`;
  const missionId = await id(
    db,
    sql`insert into mission (unit_id, mission_no, placeorder_at, delivery_at, goods_style_id, prcd_template_id, total_num, created_by)
        values (${u}, ${missionNo}, '2026-11-01', '2026-12-31', ${styleId}, ${template}, 600, ${by}) returning id`,
  );
  const sku = new Map<string, string>();
  for (const c of colors)
    for (const s of sizes) {
      const skuId = await id(
        db,
        sql`insert into goods_sku (unit_id, goods_style_id, color_id, size_id) values (${u}, ${styleId}, ${c}, ${s}) returning id`,
      );
      sku.set(`${c}/${s}`, skuId);
      await sql`insert into mission_line (unit_id, mission_id, goods_sku_id, num) values (${u}, ${missionId}, ${skuId}, 100)`.execute(
        db,
      );
    }
  const node = async (name: string, typeCode: string, sort: number, doac: boolean, upstream: string | null) => {
    const prcd = await id(
      db,
      sql`insert into prcd_node (unit_id, name, type_code, doac, created_by)
          values (${u}, ${`${name}${tag}`}, ${typeCode}, ${doac}, ${by}) returning id`,
    );
    return id(
      db,
      sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, charger_ids, upstream_mission_node_id, target_num)
          values (${u}, ${missionId}, ${prcd}, ${name}, ${typeCode}, ${sort}, ${JSON.stringify(opts.chargerIds ?? [])}, ${upstream}, 600)
          returning id`,
    );
  };
  const cutNodeId = await node('扎号裁床', 'actual_cutting_ligation', 0, false, null);
  const sewNodeId = await node('车缝', 'quantitative', 1, true, null);
  return { styleId, missionId, missionNo, cutNodeId, sewNodeId, colors, sizes, sku };
}
