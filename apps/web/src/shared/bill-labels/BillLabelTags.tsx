import type { BillLabel } from '@gf/contracts';
import { Tag } from 'antd';

/** A bill's labels as coloured tags (the colour the label page gave each). */
export function BillLabelTags({ labels }: { labels: readonly BillLabel[] }) {
  return (
    <>
      {labels.map((l) => (
        <Tag key={l.id} color={l.colour} style={{ marginInlineEnd: 4 }}>
          {l.name}
        </Tag>
      ))}
    </>
  );
}
