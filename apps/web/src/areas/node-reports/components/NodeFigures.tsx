import { dec, type NodeProgress } from '@gf/contracts';
import { Card, Empty, Radio, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { figureCells, lineCells, nodeMatrix, type FigureField } from './report-form.logic';

type View = 'completedNum' | 'remainingNum' | 'adjustNum';
const views: { value: View; key: string }[] = [
  { value: 'completedNum', key: 'completed' },
  { value: 'remainingNum', key: 'remaining' },
  { value: 'adjustNum', key: 'adjusted' },
];

/**
 * The headline 完成数 completed / target (订货数, or 实裁数 with 订货数 when the node says 以实裁数为准), the upstream
 * node's passed quantity when that limits the reports, the radio
 * 完成数 / 未完成数 / 调整数 over the SKU matrix of that figure, and one sub-matrix per outside factory.
 */
export function NodeFigures({ progress }: { progress: NodeProgress }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('completedNum');
  const { header } = progress;
  const matrix = useMemo(() => nodeMatrix(progress.skus), [progress.skus]);
  const p = (k: string, o?: Record<string, unknown>) => t(`nodeReports.panel.${k}`, o ?? {});
  const over = dec.sub(header.completedNum, header.targetNum);
  const isActualCut = header.targetBasis === 'actualCut';
  const sub = (factory: NodeProgress['outsideFactories'][number]) => {
    const field: FigureField = view === 'adjustNum' ? 'adjustNum' : 'completedNum';
    const lines = factory.skus.map((s) => ({
      goodsSkuId: s.goodsSkuId,
      num: field === 'adjustNum' ? s.adjustNum : s.completedNum,
    }));
    return lineCells(matrix, lines);
  };
  return (
    <Card size="small" data-testid="node-figures">
      <Space wrap size="large" align="end" style={{ marginBottom: 12 }}>
        <Statistic
          title={p('completed')}
          value={dec.format(header.completedNum)}
          suffix={
            <span style={{ fontSize: 16 }}>
              / {dec.format(header.targetNum)}
              {dec.isPositive(over) && <Typography.Text type="danger">{p('over', { n: dec.format(over) })}</Typography.Text>}
            </span>
          }
          styles={{ content: { color: '#1677ff' } }}
        />
        <Typography.Text type="secondary" data-testid="node-target-basis">
          {isActualCut ? p('actualCut') : p('target')} {dec.format(header.targetNum)}
          {isActualCut && ` (${p('ordered', { n: dec.format(header.orderedNum) })})`}
        </Typography.Text>
        {header.limitBasis === 'upstream' && header.upstreamNodeName && (
          <Typography.Text type="secondary" data-testid="node-limit-basis">
            {p('upstream', { name: header.upstreamNodeName, n: dec.format(header.limitNum) })}
          </Typography.Text>
        )}
        {dec.isPositive(header.adjustNum) || dec.isNegative(header.adjustNum) ? (
          <Typography.Text type="secondary">
            {p('adjusted')} {dec.format(header.adjustNum)}
          </Typography.Text>
        ) : null}
        {header.inspection && (
          <Typography.Text type="secondary" data-testid="node-pass-rate">
            {p('inspection', {
              qualified: dec.format(header.inspection.qualified),
              defective: dec.format(header.inspection.defective),
              waste: dec.format(header.inspection.waste),
            })}{' '}
            {p('passRate')}{' '}
            <Typography.Text strong>{header.inspection.passRate ? `${header.inspection.passRate}%` : '-'}</Typography.Text>
          </Typography.Text>
        )}
        <Radio.Group
          optionType="button"
          value={view}
          onChange={(e) => setView(e.target.value as View)}
          options={views.map((v) => ({ value: v.value, label: p(v.key) }))}
          data-testid="node-figure-view"
        />
      </Space>
      {progress.skus.length ? (
        <SkuMatrix
          mode="quantity"
          readOnly
          colors={matrix.colors}
          sizes={matrix.sizes}
          existingKeys={matrix.existingKeys}
          value={figureCells(matrix, view)}
        />
      ) : (
        header.typeCode !== 'total' && header.typeCode !== 'logic' && <Empty description={p('noMatrix')} />
      )}
      {progress.outsideFactories.map((f) => (
        <div key={f.outsideFactoryId} style={{ marginTop: 12 }} data-testid="node-outside-factory">
          <Typography.Text strong>
            {p('outside', { name: f.name })} · {p(view === 'adjustNum' ? 'adjusted' : 'completed')}{' '}
            {dec.format(view === 'adjustNum' ? f.adjustNum : f.completedNum)}
          </Typography.Text>
          {progress.skus.length > 0 && (
            <SkuMatrix
              mode="quantity"
              readOnly
              colors={matrix.colors}
              sizes={matrix.sizes}
              existingKeys={matrix.existingKeys}
              value={sub(f)}
            />
          )}
        </div>
      ))}
    </Card>
  );
}
