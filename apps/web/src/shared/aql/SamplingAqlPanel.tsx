import { Form } from 'antd';
import { AqlPanel } from './AqlPanel';

/** The figures of a sampling row that the panel reads (node-reports' SamplingRow has them). */
interface SamplingFigures {
  produced: number;
  sampled: number;
  defective: number;
  waste: number;
}

const sum = (rows: readonly SamplingFigures[], f: keyof SamplingFigures) =>
  rows.reduce((n, r) => n + (Number.isFinite(r[f]) ? r[f] : 0), 0);

/**
 * The AQL panel inside a sampling report's form (抽检节点 / 数量抽检节点): the lot is the pieces produced, the sample
 * and the defects (次品 + 废品) are the rows' totals as they are typed. Place it inside the antd Form that holds
 * `samplingRows`.
 */
export function SamplingAqlPanel({ name = 'samplingRows' }: { name?: string }) {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, form) as SamplingFigures[] | undefined) ?? [];
  return (
    <AqlPanel
      lotSize={sum(rows, 'produced')}
      sampled={sum(rows, 'sampled')}
      defects={sum(rows, 'defective') + sum(rows, 'waste')}
    />
  );
}
