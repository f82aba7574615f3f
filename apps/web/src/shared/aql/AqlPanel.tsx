import './aql-locales';
import { AQL_VALUES, aqlPlan, INSPECTION_LEVELS, judgeLot, type AqlValue, type InspectionLevel } from '@gf/contracts';
import { Alert, Descriptions, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AqlPanelProps {
  /** The lot the samples come from (e.g. the pieces produced); the user may type another. */
  lotSize: number;
  /** Pieces inspected so far, compared with the plan's sample size. */
  sampled?: number;
  /** Nonconforming pieces found in the sample: the lot is judged from them. */
  defects?: number;
  defaultLevel?: InspectionLevel;
  defaultAql?: AqlValue;
}

/**
 * AQL sampling by ISO 2859-1: from the lot size, inspection level and AQL it proposes the sample size and the accept
 * / reject numbers (contracts' `aqlPlan`, the standard's tables with their arrows) and judges the lot from the defects
 * found. Advice beside a report: it stores nothing.
 */
export function AqlPanel({ lotSize, sampled, defects, defaultLevel = 'II', defaultAql = '2.5' }: AqlPanelProps) {
  const { t } = useTranslation();
  const a = (k: string, o?: Record<string, unknown>) => t(`aql.${k}`, o);
  const [typedLot, setTypedLot] = useState<number | null>(null);
  const [level, setLevel] = useState<InspectionLevel>(defaultLevel);
  const [aql, setAql] = useState<AqlValue>(defaultAql);
  const lot = typedLot ?? lotSize;
  const plan = lot >= 2 ? aqlPlan({ lotSize: Math.floor(lot), level, aql }) : null;
  const verdict = plan && defects !== undefined && (sampled ?? 0) > 0 ? judgeLot(plan, defects) : null;
  return (
    <div data-testid="aql-panel" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: '12px 0' }}>
      <Typography.Text strong>{a('title')}</Typography.Text>
      <Space wrap style={{ display: 'flex', margin: '8px 0' }}>
        <span>{a('lotSize')}</span>
        <InputNumber
          min={2}
          precision={0}
          value={lot || null}
          onChange={(v) => setTypedLot(typeof v === 'number' ? v : null)}
          data-testid="aql-lot"
          style={{ width: 120 }}
        />
        <span>{a('level')}</span>
        <Select
          value={level}
          onChange={setLevel}
          options={INSPECTION_LEVELS.map((l) => ({ value: l, label: a('levelName', { level: l }) }))}
          style={{ width: 160 }}
          data-testid="aql-level"
        />
        <span>{a('aql')}</span>
        <Select
          value={aql}
          onChange={setAql}
          options={AQL_VALUES.map((v) => ({ value: v, label: v }))}
          style={{ width: 100 }}
          data-testid="aql-value"
        />
      </Space>
      {!plan ? (
        <Typography.Text type="secondary">{a('lotHint')}</Typography.Text>
      ) : (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={a('codeLetter')}>
              <span data-testid="aql-letter">{plan.codeLetter}</span>
              {plan.planLetter !== plan.codeLetter && <Typography.Text type="secondary"> → {plan.planLetter}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={a('sampleSize')}>
              <b data-testid="aql-sample-size" style={{ whiteSpace: 'nowrap' }}>
                {plan.sampleSize}
              </b>
            </Descriptions.Item>
            <Descriptions.Item label={a('acRe')}>
              <b data-testid="aql-ac-re" style={{ whiteSpace: 'nowrap' }}>{`${plan.ac} / ${plan.re}`}</b>
            </Descriptions.Item>
            {sampled !== undefined && (
              <Descriptions.Item label={a('sampled')}>
                {sampled}
                {sampled < plan.sampleSize && (
                  <Typography.Text type="warning" data-testid="aql-sampled-short">
                    {` (${a('sampledShort', { n: plan.sampleSize })})`}
                  </Typography.Text>
                )}
              </Descriptions.Item>
            )}
            {defects !== undefined && <Descriptions.Item label={a('defects')}>{defects}</Descriptions.Item>}
            {verdict && (
              <Descriptions.Item label="">
                <Tag color={verdict === 'accept' ? 'success' : 'error'} data-testid="aql-verdict">
                  {a(verdict)}
                </Tag>
              </Descriptions.Item>
            )}
          </Descriptions>
          {(plan.arrows.length > 0 || plan.isFullInspection) && (
            <Alert
              style={{ marginTop: 8 }}
              type="info"
              showIcon
              title={[
                plan.arrows.length > 0 ? a('arrows', { letter: plan.planLetter }) : null,
                plan.isFullInspection ? a('full') : null,
              ]
                .filter(Boolean)
                .join('；')}
            />
          )}
        </>
      )}
    </div>
  );
}
