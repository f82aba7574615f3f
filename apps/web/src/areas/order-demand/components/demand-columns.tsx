import { dec, formatUnitTotals, totalsByUnit, type OrderDemandRow } from '@gf/contracts';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import '../locales/register';

/** The quantity columns of 物料需求, in the reference's order; each shows its stock unit. */
export const QUANTITY_KEYS = [
  'goodsQuantity',
  'requiredQuantity',
  'demandQuantity',
  'stockQuantity',
  'plannedQuantity',
  'waitingQuantity',
  'purchasedQuantity',
  'arrivedQuantity',
] as const;
type QuantityKey = (typeof QUANTITY_KEYS)[number];

const quantity = (v: string | null, unit: string) => (v === null ? '—' : `${dec.format(v)} ${unit}`.trim());

/** 用料货品数 counts garments (件), every other column the material's stock unit. */
const unitOf = (key: QuantityKey, r: OrderDemandRow) => (key === 'goodsQuantity' ? '' : r.stockUnit);

export function demandColumns(t: TFunction, action: (r: OrderDemandRow) => ReactNode): ColumnsType<OrderDemandRow> {
  return [
    {
      key: 'material',
      title: t('orderDemand.col.material'),
      fixed: 'left',
      width: 190,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.materialNo} {r.materialName}
          </span>
          <Typography.Text type="secondary">{[r.colorName, r.specNo].filter(Boolean).join(' / ')}</Typography.Text>
        </Space>
      ),
    },
    ...QUANTITY_KEYS.map((key) => ({
      key,
      title: t(`orderDemand.col.${key}`),
      align: 'right' as const,
      width: 88,
      // "275.319 米" on one line: the table scrolls sideways rather than breaking a figure from its unit.
      onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
      render: (_: unknown, r: OrderDemandRow) =>
        key === 'demandQuantity' && dec.isPositive(r.surplusQuantity) ? (
          <Space direction="vertical" size={0}>
            {quantity(r[key], unitOf(key, r))}
            <Tooltip title={t('orderDemand.surplusHint')}>
              <Tag color="orange" data-testid="demand-surplus">
                {t('orderDemand.surplus', { q: dec.format(r.surplusQuantity) })}
              </Tag>
            </Tooltip>
          </Space>
        ) : (
          quantity(r[key], unitOf(key, r))
        ),
    })),
    {
      key: 'state',
      title: t('orderDemand.col.state'),
      width: 88,
      render: (_, r) =>
        !r.demandId ? (
          <Tag>{t('orderDemand.state.none')}</Tag>
        ) : r.isCompleted ? (
          <Tag color="green">{r.isCompletedByHand ? t('orderDemand.state.byHand') : t('orderDemand.state.done')}</Tag>
        ) : (
          <Tag color="blue">{t('orderDemand.state.open')}</Tag>
        ),
    },
    { key: 'action', title: t('orderDemand.col.action'), fixed: 'right', width: 150, render: (_, r) => action(r) },
  ];
}

/**
 * 合计 row: each quantity column added up per stock unit ("2000 米 + 3000 个"), never one sum of different units.
 * 用料货品数 is left blank: the same garments use several materials, so adding it up would count them twice.
 */
export function DemandSummary({ rows, t }: { rows: readonly OrderDemandRow[]; t: TFunction }) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <b>{t('orderDemand.total')}</b>
      </Table.Summary.Cell>
      {QUANTITY_KEYS.map((key, i) => (
        <Table.Summary.Cell key={key} index={i + 1} align="right">
          {key !== 'goodsQuantity' &&
            formatUnitTotals(
              totalsByUnit(
                rows,
                (r) => r[key],
                (r) => unitOf(key, r),
              ),
              (q) => dec.format(q),
            )}
        </Table.Summary.Cell>
      ))}
      <Table.Summary.Cell index={QUANTITY_KEYS.length + 1} colSpan={2} />
    </Table.Summary.Row>
  );
}
