import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** A template row as a mission copies it (node name and type from its definition). */
export interface TemplateRow {
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  chargerIds: string[];
  labourCost: string | null;
  endDaysBefore: number | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamPrcdNodeId: string | null;
}

/**
 * The template's rows in order, joined with their live node definitions (locked FOR SHARE so that a concurrent change
 * of a node's options waits for the mission). The one place this area reads the process-nodes tables for a template.
 */
export async function templateRows(db: Db, tenant: Tenant, templateId: string): Promise<TemplateRow[]> {
  return db
    .selectFrom('prcdTemplateNode as t')
    .innerJoin('prcdNode as n', 'n.id', 't.prcdNodeId')
    .select([
      't.prcdNodeId',
      'n.name',
      'n.typeCode',
      't.sort',
      't.chargerIds',
      't.labourCost',
      't.endDaysBefore',
      't.warnDays',
      't.diffMin',
      't.diffMax',
      't.outsideSettlement',
      't.isShipment',
      't.upstreamPrcdNodeId',
    ])
    .where('t.unitId', 'in', readableUnits(tenant, 'prcdTemplateNode'))
    .where('n.unitId', 'in', readableUnits(tenant, 'prcdNode'))
    .where('n.isDeleted', '=', false)
    .where('t.prcdTemplateId', '=', templateId)
    .orderBy('t.sort')
    .orderBy('t.id')
    .modifyEnd(sql`for share of n`)
    .execute();
}
