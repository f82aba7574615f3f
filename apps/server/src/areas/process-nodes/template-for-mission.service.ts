import type { NodeTypeCode } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './prcd-template.repository.js';
import { templateNotFound } from './prcd-template.service.js';

/** A template row as the missions area copies it into mission_node (in order, sort from 1). */
export interface MissionTemplateRow {
  prcdNodeId: string;
  name: string;
  typeCode: NodeTypeCode;
  sort: number;
  chargerIds: string[];
  labourCost: string | null;
  endDaysBefore: number | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  /** The node definition of an earlier row (map it to that row's mission_node id). */
  upstreamPrcdNodeId: string | null;
}

/**
 * The template's rows in order with each node's name and type, for a mission made with it. Called inside the
 * mission's transaction it locks the node definitions FOR SHARE, so a concurrent change of a node's options (which
 * locks it FOR UPDATE and refuses once a mission uses it) waits for the mission and then sees it. An unknown or
 * deleted template: 40402.
 */
export async function templateRowsForMission(db: Db, ctx: RequestContext, templateId: string): Promise<MissionTemplateRow[]> {
  if (!(await repo.findTemplate(db, ctx, templateId))) throw templateNotFound();
  const rows = await repo.templateRows(db, ctx, [templateId]);
  await repo.lockNodesForShare(
    db,
    ctx,
    rows.map((r) => r.prcdNodeId),
  );
  return rows.map((r) => ({
    prcdNodeId: r.prcdNodeId,
    name: r.nodeName,
    typeCode: r.typeCode,
    sort: r.sort,
    chargerIds: r.chargerIds,
    labourCost: r.labourCost,
    endDaysBefore: r.endDaysBefore,
    warnDays: r.warnDays,
    diffMin: r.diffMin,
    diffMax: r.diffMax,
    outsideSettlement: r.outsideSettlement,
    isShipment: r.isShipment,
    upstreamPrcdNodeId: r.upstreamPrcdNodeId,
  }));
}

/** The template's own settings a mission takes: default persons, whole-order outside, review, delay rule. */
export async function templateSettingsForMission(db: Db, ctx: RequestContext, templateId: string) {
  const head = await repo.findTemplate(db, ctx, templateId);
  if (!head) throw templateNotFound();
  const { createdAt: _c, ...settings } = head;
  return settings;
}
