import type { FacGroupNode } from '@gf/contracts';

export interface GroupTreeOption {
  value: string;
  title: string;
  children: GroupTreeOption[];
}

/** The group tree as TreeSelect options. */
export function groupTreeOptions(nodes: readonly FacGroupNode[]): GroupTreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: groupTreeOptions(n.children) }));
}

/** Every group, depth first, as flat select options (filters). */
export function flatGroupOptions(nodes: readonly FacGroupNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((n) => [
    { value: n.id, label: `${prefix}${n.name}` },
    ...flatGroupOptions(n.children, `${prefix}${n.name} / `),
  ]);
}
