import type { WorkshopSectionInput, WorkshopSectionRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findNodes } from './prcd-node.repository.js';
import * as repo from './workshop-section.repository.js';

/** workshopSection/query: the sections with their nodes. */
export async function querySections(db: Db, ctx: RequestContext, keyword?: string): Promise<WorkshopSectionRow[]> {
  const sections = await repo.listSections(db, ctx, keyword);
  const nodes = await repo.sectionNodes(
    db,
    ctx,
    sections.map((s) => s.id),
  );
  return sections.map((s) => ({
    ...s,
    nodes: nodes.filter((n) => n.workshopSectionId === s.id).map((n) => ({ id: n.id, name: n.name })),
  }));
}

/** workshopSection/create and update: name unique in the factory; prcdNodeIds, when given, are its nodes. */
export async function saveSection(db: Db, ctx: RequestContext, input: WorkshopSectionInput): Promise<WorkshopSectionRow> {
  if (input.id && !(await repo.findSection(db, ctx, input.id))) throw notFound({ zh: '车间工段', en: 'Workshop section' });
  const same = await repo.findSectionIdByName(db, ctx, input.name);
  if (same && same !== input.id) throw duplicate('name', { zh: `工段「${input.name}」`, en: `Section "${input.name}"` });
  const nodeIds = input.prcdNodeIds ? [...new Set(input.prcdNodeIds)] : null;
  if (nodeIds) {
    const found = new Set((await findNodes(db, ctx, nodeIds)).map((n) => n.id));
    const missing = input.prcdNodeIds!.findIndex((id) => !found.has(id));
    if (missing >= 0) throw invalid(`prcdNodeIds.${missing}`, { zh: '节点不存在', en: 'the node does not exist' });
  }
  const id = await db.transaction().execute(async (trx) => {
    const values = { name: input.name, sort: input.sort };
    const sectionId = input.id ?? (await repo.insertSection(trx, ctx, values));
    if (input.id) await repo.updateSection(trx, ctx, input.id, values);
    if (nodeIds) await repo.setSectionNodes(trx, ctx, sectionId, nodeIds);
    return sectionId;
  });
  const row = (await querySections(db, ctx)).find((s) => s.id === id);
  return row!;
}
