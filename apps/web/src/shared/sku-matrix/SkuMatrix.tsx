import { CheckOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, Tooltip, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skuKeyOf } from '@gf/contracts';
import { numberProblem } from '../forms/number-rule';
import { CompareNote } from './CompareNote';
import { moveKeyOf, nextCell, type CellPos } from './matrix-keys';
import { RatioFillDialog } from './RatioFillDialog';
import {
  cellKey,
  columnTotal,
  fillRow,
  grandTotal,
  matrixRows,
  rowCommonValue,
  rowTotal,
  type MatrixRow,
  type Quantities,
} from './sku-matrix.logic';
import type { RatioGroup } from './use-ratio-groups';

export interface MatrixAxis {
  id: string;
  name: string;
}

export interface SkuMatrixProps {
  colors: MatrixAxis[];
  sizes: MatrixAxis[];
  /** Inside lengths (内长): each colour splits into one sub-row per length. */
  standards?: MatrixAxis[];
  /**
   * 'exists' (goods style form and detail): which SKUs exist, totals count them.
   * 'quantity' (orders, adjustments, stock): whole-number cells with 一手, 按码比填数, keyboard entry and totals.
   */
  mode: 'exists' | 'quantity';
  /** The keys (skuKeyOf) of the stored SKUs; absent = every combination exists. A missing SKU's cell shows —. */
  existingKeys?: ReadonlySet<string>;
  value?: Quantities;
  onChange?: (value: Quantities) => void;
  /** Quantity mode without inputs (details): numbers and totals only. */
  readOnly?: boolean;
  /** A value per cell to compare with (订货数 beside 实裁数, old beside new): each cell and total shows it and the difference. */
  compare?: Quantities;
  /** What the compared value is called in the cells (e.g. 原数, 订货数); default 对比. */
  compareLabel?: string;
  /** Ratios (码比) the 按码比填数 dialog starts from, one per size in `sizes` order. */
  ratio?: number[];
  /** Saved 码比 groups the dialog offers; absent: loaded when the dialog opens (the style's, else the factory's). */
  ratioGroups?: readonly RatioGroup[];
  /** The goods style, so that the dialog offers the style's own 码比 groups. */
  styleId?: string;
}

/** A cell's quantity problem (a whole number, not negative), or null: told, never rounded or raised to 0. */
const cellProblem = (v: number | null | undefined) => numberProblem(v, { whole: true, min: 0 });

type Line = MatrixRow & { isTotal?: boolean };

/** Colour rows × size columns (× 内长 sub-rows) with 一手, row, column and grand totals (shared by goods, orders, stock). */
export function SkuMatrix(props: SkuMatrixProps) {
  const { colors, sizes, standards = [], mode, existingKeys, value = {}, onChange, readOnly, compare } = props;
  const { t } = useTranslation();
  const rows = matrixRows(
    colors.map((c) => c.id),
    standards.map((s) => s.id),
  );
  const sizeIds = sizes.map((s) => s.id);
  const nameOf = new Map([...colors, ...standards].map((a) => [a.id, a.name]));
  const rowLabel = (r: MatrixRow) =>
    [nameOf.get(r.colorId), r.standardId && nameOf.get(r.standardId)].filter(Boolean).join(' / ');
  const exists = (row: MatrixRow, sizeId: string) =>
    !existingKeys || existingKeys.has(skuKeyOf({ colorId: row.colorId, sizeId, standardId: row.standardId }));
  const editable = mode === 'quantity' && !readOnly;
  const compareLabel = props.compareLabel ?? t('skuMatrix.compare');
  const [hand, setHand] = useState<Record<string, number | null>>({});
  const [ratioOpen, setRatioOpen] = useState(false);
  const idBase = useId();
  const tableRef = useRef<HTMLDivElement>(null);

  // In exists mode the matrix counts SKUs: 1 per existing cell.
  const quantities: Quantities =
    mode === 'exists'
      ? Object.fromEntries(rows.flatMap((r) => sizeIds.map((s) => [cellKey(r, s), exists(r, s) ? 1 : 0])))
      : value;
  const sizesOf = (r: MatrixRow) => sizeIds.filter((s) => exists(r, s));
  const change = (next: Quantities, rowKey: string) => {
    setHand(({ [rowKey]: _, ...rest }) => rest);
    onChange?.(next);
  };

  // Keyboard entry: column 0 is 一手, 1..n the sizes.
  const inputId = (p: CellPos) => `${idBase}-${p.row}-${p.col}`;
  const isOpen = (p: CellPos) => p.col === 0 || (rows[p.row] !== undefined && exists(rows[p.row]!, sizeIds[p.col - 1]!));
  const onKey = (from: CellPos) => (e: KeyboardEvent<HTMLInputElement>) => {
    const key = moveKeyOf(e, e.currentTarget);
    const to = key && nextCell(from, key, { rows: rows.length, cols: sizeIds.length + 1 }, isOpen);
    if (!key) return;
    e.preventDefault();
    if (from.col === 0 && (key === 'Enter' || key === 'ShiftEnter')) setHand(({ [rows[from.row]!.key]: _, ...rest }) => rest);
    const target = to && tableRef.current?.ownerDocument.getElementById(inputId(to));
    if (target instanceof HTMLInputElement) {
      target.focus();
      target.select();
    }
  };

  const numberInput = (pos: CellPos, label: string, current: number | null, set: (v: number | null) => void) => {
    const problem = cellProblem(current);
    // Always inside the Tooltip: wrapping only on a problem would remount the input and lose the caret mid-typing.
    return (
      <Tooltip title={problem}>
        <InputNumber
          id={inputId(pos)}
          size="small"
          controls={false}
          keyboard={false}
          aria-label={label}
          status={problem ? 'error' : undefined}
          value={current}
          onChange={(v) => set(typeof v === 'number' ? v : null)}
          onKeyDown={onKey(pos)}
          onFocus={(e) => e.target.select()}
          style={{ width: 64 }}
        />
      </Tooltip>
    );
  };

  const withCompare = (shown: ReactNode, now: number, was: number | undefined) =>
    compare ? (
      <CompareNote value={now} compare={was ?? 0} label={compareLabel}>
        {shown}
      </CompareNote>
    ) : (
      shown
    );
  const totalOf = (q: Quantities, r: Line) => (r.isTotal ? grandTotal(q, rows, sizeIds) : rowTotal(q, r, sizeIds));

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
    ...(editable
      ? [
          {
            key: 'oneHand',
            title: <Tooltip title={t('skuMatrix.oneHandHint')}>{t('skuMatrix.oneHand')}</Tooltip>,
            align: 'center' as const,
            width: 84,
            render: (_: unknown, r: Line, index: number) => {
              if (r.isTotal) return null;
              const shown = r.key in hand ? (hand[r.key] ?? null) : rowCommonValue(value, r, sizesOf(r));
              return numberInput({ row: index, col: 0 }, `${rowLabel(r)} ${t('skuMatrix.oneHand')}`, shown, (v) => {
                setHand((h) => ({ ...h, [r.key]: v }));
                if (v !== null && !cellProblem(v)) onChange?.(fillRow(value, r, sizesOf(r), v));
              });
            },
          },
        ]
      : []),
    ...sizes.map((s, i) => ({
      key: s.id,
      title: s.name,
      align: 'center' as const,
      width: 80,
      render: (_: unknown, r: Line, index: number) => {
        if (r.isTotal)
          return withCompare(
            <Typography.Text strong>{columnTotal(quantities, rows, s.id)}</Typography.Text>,
            columnTotal(quantities, rows, s.id),
            compare && columnTotal(compare, rows, s.id),
          );
        if (!exists(r, s.id))
          return mode === 'exists' || !existingKeys ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <Tooltip title={t('skuMatrix.noSku')}>
              <Typography.Text type="secondary">—</Typography.Text>
            </Tooltip>
          );
        if (mode === 'exists') return <CheckOutlined style={{ color: '#52c41a' }} />;
        const key = cellKey(r, s.id);
        const shown = editable
          ? numberInput({ row: index, col: i + 1 }, `${rowLabel(r)} ${s.name}`, value[key] ?? null, (v) =>
              change({ ...value, [key]: v ?? 0 }, r.key),
            )
          : (value[key] ?? 0);
        return withCompare(shown, value[key] ?? 0, compare?.[key]);
      },
    })),
    {
      key: 'rowTotal',
      title: t('skuMatrix.rowTotal'),
      align: 'right' as const,
      width: 80,
      render: (_: unknown, r: Line) =>
        withCompare(
          <Typography.Text strong>{totalOf(quantities, r)}</Typography.Text>,
          totalOf(quantities, r),
          compare && totalOf(compare, r),
        ),
    },
  ];
  return (
    <div ref={tableRef}>
      {editable || compare ? (
        <Space wrap size={12} style={{ marginBottom: 8 }}>
          {editable ? (
            <Button size="small" onClick={() => setRatioOpen(true)} data-testid="sku-matrix-by-ratio">
              {t('skuMatrix.byRatio')}
            </Button>
          ) : null}
          {editable ? <Typography.Text type="secondary">{t('skuMatrix.keysHint')}</Typography.Text> : null}
          {compare ? (
            <Typography.Text type="secondary" data-testid="sku-matrix-compare-legend">
              {t('skuMatrix.compareLegend', { label: compareLabel })}
            </Typography.Text>
          ) : null}
        </Space>
      ) : null}
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
      {editable ? (
        <RatioFillDialog
          open={ratioOpen}
          onClose={() => setRatioOpen(false)}
          rows={rows.map((row) => ({ row, label: rowLabel(row) }))}
          sizes={sizes}
          exists={exists}
          value={value}
          onApply={(next) => {
            setHand({});
            onChange?.(next);
          }}
          initialRatios={props.ratio}
          groups={props.ratioGroups}
          styleId={props.styleId}
        />
      ) : null}
    </div>
  );
}
