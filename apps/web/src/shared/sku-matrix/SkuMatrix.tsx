import { CheckOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuKeyOf } from '@gf/contracts';
import { numberProblem } from '../forms/number-rule';
import {
  cellKey,
  columnTotal,
  fillRow,
  fillRowByRatio,
  grandTotal,
  matrixRows,
  rowTotal,
  type MatrixRow,
  type Quantities,
} from './sku-matrix.logic';

export interface MatrixAxis {
  id: string;
  name: string;
}

export interface SkuMatrixProps {
  colors: MatrixAxis[];
  sizes: MatrixAxis[];
  standards?: MatrixAxis[];
  /**
   * 'exists' (goods style form and detail): which SKUs exist, totals count them.
   * 'quantity' (orders, purchases): editable cells with fill-a-row and fill-by-ratio.
   */
  mode: 'exists' | 'quantity';
  /** exists mode: the keys (skuKeyOf) of the stored SKUs; absent = every combination will exist. */
  existingKeys?: ReadonlySet<string>;
  value?: Quantities;
  onChange?: (value: Quantities) => void;
  /** Integer weights per size (a code ratio), for 按码比填数. */
  ratio?: number[];
}

/** A cell's quantity problem (a whole number, not negative), or null: told, never rounded or raised to 0. */
const cellProblem = (v: number | null | undefined) => numberProblem(v, { whole: true, min: 0 });

/** Colour rows × size columns (× standard-length sub-rows) with row, column and grand totals. */
export function SkuMatrix({ colors, sizes, standards = [], mode, existingKeys, value = {}, onChange, ratio }: SkuMatrixProps) {
  const { t } = useTranslation();
  const rows = matrixRows(
    colors.map((c) => c.id),
    standards.map((s) => s.id),
  );
  const sizeIds = sizes.map((s) => s.id);
  const nameOf = new Map([...colors, ...standards].map((a) => [a.id, a.name]));
  const [rowInput, setRowInput] = useState<Record<string, number | null>>({});
  const exists = (row: MatrixRow, sizeId: string) =>
    !existingKeys || existingKeys.has(skuKeyOf({ colorId: row.colorId, sizeId, standardId: row.standardId }));
  // In exists mode the matrix counts SKUs: 1 per existing cell.
  const quantities: Quantities =
    mode === 'exists'
      ? Object.fromEntries(rows.flatMap((r) => sizeIds.map((s) => [cellKey(r, s), exists(r, s) ? 1 : 0])))
      : value;

  type Line = MatrixRow & { isTotal?: boolean };
  const lines: Line[] = [...rows, { key: '__total', colorId: '', standardId: null, isTotal: true }];
  const columns = [
    {
      key: 'color',
      title: t('skuMatrix.color'),
      fixed: 'left' as const,
      width: 140,
      render: (_: unknown, r: Line) =>
        r.isTotal ? (
          <Typography.Text strong>{t('skuMatrix.total')}</Typography.Text>
        ) : (
          <span>
            {nameOf.get(r.colorId)}
            {r.standardId ? <Typography.Text type="secondary"> / {nameOf.get(r.standardId)}</Typography.Text> : null}
          </span>
        ),
    },
    ...sizes.map((s) => ({
      key: s.id,
      title: s.name,
      align: 'center' as const,
      width: 90,
      render: (_: unknown, r: Line) => {
        if (r.isTotal) return <Typography.Text strong>{columnTotal(quantities, rows, s.id)}</Typography.Text>;
        if (mode === 'exists')
          return exists(r, s.id) ? (
            <CheckOutlined style={{ color: '#52c41a' }} />
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          );
        const problem = cellProblem(value[cellKey(r, s.id)]);
        const cell = (
          <InputNumber
            size="small"
            status={problem ? 'error' : undefined}
            value={value[cellKey(r, s.id)] ?? null}
            onChange={(v) => onChange?.({ ...value, [cellKey(r, s.id)]: v ?? 0 })}
            style={{ width: 70 }}
          />
        );
        return problem ? <Tooltip title={problem}>{cell}</Tooltip> : cell;
      },
    })),
    {
      key: 'rowTotal',
      title: t('skuMatrix.rowTotal'),
      align: 'right' as const,
      width: 80,
      render: (_: unknown, r: Line) => (
        <Typography.Text strong>
          {r.isTotal ? grandTotal(quantities, rows, sizeIds) : rowTotal(quantities, r, sizeIds)}
        </Typography.Text>
      ),
    },
    ...(mode === 'quantity'
      ? [
          {
            key: 'fill',
            title: t('skuMatrix.fill'),
            width: 260,
            render: (_: unknown, r: Line) =>
              r.isTotal ? null : (
                <Space.Compact size="small">
                  <InputNumber
                    status={cellProblem(rowInput[r.key]) ? 'error' : undefined}
                    value={rowInput[r.key] ?? null}
                    onChange={(v) => setRowInput({ ...rowInput, [r.key]: v })}
                    style={{ width: 80 }}
                  />
                  <Button
                    disabled={Boolean(cellProblem(rowInput[r.key]))}
                    onClick={() => onChange?.(fillRow(value, r, sizeIds, rowInput[r.key] ?? 0))}
                  >
                    {t('skuMatrix.fillRow')}
                  </Button>
                  {ratio && ratio.some((w) => w > 0) ? (
                    <Button
                      disabled={Boolean(cellProblem(rowInput[r.key]))}
                      onClick={() => onChange?.(fillRowByRatio(value, r, sizeIds, rowInput[r.key] ?? 0, ratio))}
                    >
                      {t('skuMatrix.fillByRatio')}
                    </Button>
                  ) : null}
                </Space.Compact>
              ),
          },
        ]
      : []),
  ];
  return (
    <Table<Line>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={lines}
      columns={columns}
      scroll={{ x: 'max-content' }}
      data-testid="sku-matrix"
    />
  );
}
