import type { MissionListRow, MissionNodeStripItem } from '@gf/contracts';

/** The table view's node columns: every node definition on the page, in the order the missions run them. */
export interface NodeColumn {
  prcdNodeId: string;
  name: string;
}

export function nodeColumnsOf(rows: readonly MissionListRow[]): NodeColumn[] {
  const columns: NodeColumn[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const n of [...row.nodes].sort((a, b) => a.sort - b.sort)) {
      if (seen.has(n.prcdNodeId)) continue;
      seen.add(n.prcdNodeId);
      columns.push({ prcdNodeId: n.prcdNodeId, name: n.name });
    }
  return columns;
}

export const nodeOf = (row: MissionListRow, prcdNodeId: string): MissionNodeStripItem | undefined =>
  row.nodes.find((n) => n.prcdNodeId === prcdNodeId);
