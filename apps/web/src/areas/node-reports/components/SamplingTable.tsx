import { InputNumber, Table, Tooltip, Typography } from 'antd';
import { passRate } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { samplingProblem, samplingTotals, type SamplingRow } from './report-form.logic';

type Figure = 'produced' | 'sampled' | 'passed' | 'defective' | 'waste';
const figures: { key: Figure; label: string }[] = [
  { key: 'produced', label: 'produced' },
  { key: 'sampled', label: 'sampled' },
  { key: 'passed', label: 'passed' },
  { key: 'defective', label: 'defectiveNum' },
  { key: 'waste', label: 'wasteNum' },
];

const rate = (r: string | null) => (r === null ? '—' : `${r}%`);

/** 抽检: per row (a SKU, or one row) 已生产数量, 抽检数, 合格数, 次品数, 废品数 and the computed 合格率; totals and 总合格率. */
export function SamplingTable({ value = [], onChange }: { value?: SamplingRow[]; onChange?: (rows: SamplingRow[]) => void }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`nodeReports.dialog.${k}`);
  const set = (key: string, f: Figure, v: number | null) =>
    onChange?.(value.map((r) => (r.key === key ? { ...r, [f]: typeof v === 'number' ? v : 0 } : r)));
  const totals = samplingTotals(value);
  const hasSku = value.some((r) => r.goodsSkuId);
  return (
    <Table<SamplingRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={value}
      scroll={{ x: 'max-content' }}
      data-testid="sampling-table"
      columns={[
        ...(hasSku ? [{ key: 'sku', title: d('sku'), dataIndex: 'label', width: 120 }] : []),
        ...figures.map((f) => ({
          key: f.key,
          title: d(f.label),
          width: 92,
          render: (_: unknown, r: SamplingRow) => {
            const problem = samplingProblem(r);
            const flagged =
              (problem === 'sampledTooMany' && f.key === 'sampled') || (problem === 'partsTooMany' && f.key === 'passed');
            return (
              <Tooltip title={flagged && problem ? d(problem) : undefined}>
                <InputNumber
                  size="small"
                  min={0}
                  precision={0}
                  controls={false}
                  aria-label={`${r.label} ${d(f.label)}`}
                  status={flagged ? 'error' : undefined}
                  value={r[f.key]}
                  onChange={(v) => set(r.key, f.key, v)}
                  style={{ width: 80 }}
                />
              </Tooltip>
            );
          },
        })),
        {
          key: 'rate',
          title: d('passRate'),
          width: 80,
          render: (_: unknown, r: SamplingRow) => rate(passRate(r.passed, r.sampled)),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          {hasSku && <Table.Summary.Cell index={0}>{d('totalRow')}</Table.Summary.Cell>}
          {figures.map((f, i) => (
            <Table.Summary.Cell key={f.key} index={i + 1}>
              {hasSku || i > 0 ? totals[f.key] : `${d('totalRow')} ${totals[f.key]}`}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={figures.length + 1}>
            <Typography.Text strong data-testid="sampling-rate">
              {t('nodeReports.dialog.totalPassRate', { rate: rate(totals.rate) })}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
