import type { WipInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { wipGroups, type WipGroup } from './wip.repository.js';

async function* wipBatch(db: Db, ctx: RequestContext, input: WipInput): AsyncGenerator<WipGroup[]> {
  yield await wipGroups(db, ctx, input.by, input.missionId ?? null);
}

/** scanning/wip/export (在制 导出): the WIP rows as the screen shows them (per node or per outside factory), summed. */
export function wipExport(db: Db, ctx: RequestContext, input: WipInput): ExportDefinition<WipGroup> {
  const byNode = input.by === 'node';
  return {
    title: byNode
      ? { zh: '在制（按节点）', en: 'Work in progress by node' }
      : { zh: '在制（按外发厂）', en: 'Work in progress by factory' },
    columns: [
      ...(byNode
        ? [
            {
              type: 'text' as const,
              header: { zh: '工单号', en: 'Mission no.' },
              width: 20,
              value: (r: WipGroup) => r.missionNo,
            },
            { type: 'text' as const, header: { zh: '节点', en: 'Node' }, width: 16, value: (r: WipGroup) => r.name },
          ]
        : [
            { type: 'text' as const, header: { zh: '外发厂', en: 'Outside factory' }, width: 24, value: (r: WipGroup) => r.name },
          ]),
      { type: 'integer', total: true, header: { zh: '扎数', en: 'Bundles' }, value: (r) => r.bundles },
      { type: 'quantity', scale: 0, header: { zh: '件数', en: 'Pieces' }, value: (r) => r.pieces, unitOf: () => '件' },
    ],
    batches: wipBatch(db, ctx, input),
  };
}
