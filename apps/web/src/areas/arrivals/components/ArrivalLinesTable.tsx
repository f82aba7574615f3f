import { arrivalLineFigures, isDecimalString, isZeroDecimal } from '@gf/contracts';
import { Button, Checkbox, Input, Table, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { problemText, problemWithPlace } from '../../../shared/line-problems';
import { trimZeros } from '../api/arrivals-api';
import type { ArrivalCell, ArrivalProblem } from './arrival-line-problems';
import { followComplete, overOutstanding } from './arrival-lines';
import '../locales/register';

/** One editable arrival line (strings as typed; figures computed live with the server's own rule). */
export interface LineDraft {
  key: string;
  /** The saved line's id when re-editing: sent back so the line keeps it (returns and checks point at it). */
  lineId?: string | null;
  materialSkuId: string;
  label: string;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  /** The amount was typed: it wins and the unit price is recomputed from it. */
  amountTyped: boolean;
  taxRate: string;
  vatNo: string;
  /** 卷号: blank = no roll, or a generated one for a roll-tracked material (on review). */
  rollNo: string;
  isArriveComplete: boolean;
  /** 按采购单添加: the purchase line received against, its number and 采购未到 (stock unit). */
  purchaseLineId: string | null;
  purchaseBillNo: string | null;
  outstanding: string | null;
  /** 按生产单添加 / 按单到料: the purchase line's demand split, its 生产单号 (null = 计划外采购) and 商品款号. */
  purchaseLineDemandId: string | null;
  orderNo: string | null;
  goodsStyleNo: string | null;
}

export const isQuantity = (v: string) => isDecimalString(v.trim(), 4, 14) && !isZeroDecimal(v.trim());
export const isOptionalNumber = (v: string, scale: number) => v.trim() === '' || isDecimalString(v.trim(), scale, 14);

/** The line's live figures; invalid input shows as blank rather than a wrong number. */
export function figuresOf(l: LineDraft) {
  if (!isQuantity(l.quantity) || !isQuantity(l.conversionRate)) return null;
  if (!isOptionalNumber(l.unitPrice, 4) || !isOptionalNumber(l.amount, 2)) return null;
  return arrivalLineFigures({
    quantity: l.quantity.trim(),
    conversionRate: l.conversionRate.trim(),
    unitPrice: l.unitPrice.trim() || null,
    amount: l.amountTyped && l.amount.trim() ? l.amount.trim() : null,
  });
}

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** The cells to mark, per line key (arrival-line-problems.ts). */
  problems: ReadonlyMap<string, ArrivalProblem[]>;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** A problem in the user's words (in its cell): the contract's message, or arrivals.problem.<key>. */
export const arrivalProblemText = (t: T, p: ArrivalProblem) =>
  'text' in p ? problemText(p.text, currentLanguage()) : t(`arrivals.problem.${p.key}`);

/** "第2行 到料数不能为负数": the problem with its row and column, for the message shown on save. */
export const arrivalProblemWithPlace = (t: T, row: number, p: ArrivalProblem) => {
  const column = t(`arrivals.problem.column.${p.field}`);
  return 'text' in p
    ? problemWithPlace(p.text, currentLanguage(), row, column)
    : t('arrivals.problem.cell', { row, column, message: t(`arrivals.problem.${p.key}`) });
};

/**
 * The line grid of the arrival form: quantity, rate, unit price and amount inputs, 是否到齐, remove. Narrow fixed widths
 * with the units beside the figures (no separate unit column), so the inputs up to 是否到齐 fit a 1440 px screen. A
 * wrong cell is red with its reason on hover; the # column is the row number messages name (第N行).
 */
export function ArrivalLinesTable({ lines, onChange, problems }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`arrivals.field.${key}`);
  const patch = (index: number, p: Partial<LineDraft>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...p } : l)));
  const problemAt = (l: LineDraft, field: ArrivalCell) => problems.get(l.key)?.find((p) => p.field === field);
  const marked = (l: LineDraft, field: ArrivalCell, node: ReactNode) => {
    const p = problemAt(l, field);
    return p ? (
      <Tooltip title={arrivalProblemText(t, p)} color="red">
        <span data-testid={`problem-${field}-${l.key}`}>{node}</span>
      </Tooltip>
    ) : (
      node
    );
  };
  const cell = (
    index: number,
    field: 'quantity' | 'conversionRate' | 'unitPrice' | 'amount' | 'taxRate' | 'vatNo' | 'rollNo',
    width = 110,
    unit?: string,
  ) => {
    const l = lines[index]!;
    const figures = figuresOf(l);
    const shown =
      field === 'amount' && !l.amountTyped
        ? (figures?.amount ?? l.amount)
        : field === 'unitPrice' && l.amountTyped
          ? (figures?.unitPrice ?? l.unitPrice)
          : l[field];
    return marked(
      l,
      field,
      <Input
        inputMode={field === 'vatNo' || field === 'rollNo' ? 'text' : 'decimal'}
        value={shown}
        status={problemAt(l, field) ? 'error' : undefined}
        style={{ width }}
        suffix={unit ? <span style={{ color: 'rgba(0,0,0,0.45)' }}>{unit}</span> : undefined}
        data-testid={`line-${index}-${field}`}
        onChange={(e) => {
          const value = e.target.value;
          if (field === 'amount') patch(index, { amount: value, amountTyped: value.trim() !== '' });
          else if (field === 'unitPrice') patch(index, { unitPrice: value, amountTyped: false, amount: '' });
          else if (field === 'quantity' || field === 'conversionRate')
            onChange(lines.map((x, i) => (i === index ? followComplete({ ...x, [field]: value }) : x)));
          else patch(index, { [field]: value });
        }}
      />,
    );
  };

  // Fixed column widths (the sum is the scroll width): up to 是否到齐 they fit the form at 1440 px; 税率, 缸号, 卷号 follow.
  const columnsWidth = 36 + 180 + 146 + 84 + 112 + 76 + 92 + 92 + 100 + 72 + 66 + 96 + 112 + 56;
  return (
    <Table<LineDraft & { index: number }>
      size="small"
      rowKey="key"
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: columnsWidth }}
      dataSource={lines.map((l, index) => ({ ...l, index }))}
      data-testid="arrival-lines"
      columns={[
        { key: 'no', title: '#', width: 36, render: (_: unknown, l) => l.index + 1 },
        {
          key: 'label',
          title: f('materialName'),
          width: 180,
          render: (_: unknown, l) =>
            marked(
              l,
              'material',
              problemAt(l, 'material') ? <Typography.Text type="danger">{l.label}</Typography.Text> : l.label,
            ),
        },
        {
          // 采购单号 with, for a by-order line, its 生产单号 and 商品款号 underneath: one narrow column instead of three.
          key: 'purchaseBillNo',
          title: f('purchaseNo'),
          width: 146,
          render: (_: unknown, l) => (
            <>
              <div>{l.purchaseBillNo ?? '-'}</div>
              {l.purchaseLineDemandId && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[l.orderNo ?? f('unplanned'), l.goodsStyleNo].filter(Boolean).join(' · ')}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'outstanding',
          title: f('outstandingShort'),
          width: 84,
          align: 'right',
          render: (_: unknown, l) => (l.outstanding === null ? '-' : `${l.outstanding} ${l.stockUnit}`),
        },
        {
          key: 'quantity',
          title: f('quantityShort'),
          width: 112,
          render: (_: unknown, l) => cell(l.index, 'quantity', 104, l.purchaseUnit),
        },
        {
          key: 'conversionRate',
          title: f('rate'),
          width: 76,
          render: (_: unknown, l) => (l.purchaseUnit === l.stockUnit ? l.conversionRate : cell(l.index, 'conversionRate', 68)),
        },
        {
          key: 'stockQuantity',
          title: f('stockQuantityShort'),
          width: 92,
          align: 'right',
          render: (_: unknown, l) => {
            const q = figuresOf(l)?.stockQuantity;
            const over = overOutstanding(l);
            return (
              <>
                {q ? `${q} ${l.stockUnit}` : '-'}
                {over && (
                  <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }} data-testid={`line-${l.index}-over`}>
                    {t('arrivals.message.overOutstanding', { quantity: trimZeros(over), unit: l.stockUnit })}
                  </Typography.Text>
                )}
              </>
            );
          },
        },
        {
          key: 'unitPrice',
          title: f('unitPrice'),
          width: 92,
          render: (_: unknown, l) => cell(l.index, 'unitPrice', 84),
        },
        {
          key: 'amount',
          title: f('amount'),
          width: 100,
          render: (_: unknown, l) => cell(l.index, 'amount', 92),
        },
        {
          key: 'complete',
          title: f('complete'),
          width: 72,
          align: 'center',
          render: (_: unknown, l) => (
            <Checkbox
              checked={l.isArriveComplete}
              onChange={(e) => patch(l.index, { isArriveComplete: e.target.checked })}
              data-testid={`line-${l.index}-complete`}
            />
          ),
        },
        {
          key: 'taxRate',
          title: f('taxRate'),
          width: 66,
          render: (_: unknown, l) => cell(l.index, 'taxRate', 58),
        },
        {
          key: 'vatNo',
          title: f('vatNo'),
          width: 96,
          render: (_: unknown, l) => cell(l.index, 'vatNo', 88),
        },
        {
          key: 'rollNo',
          title: f('rollNo'),
          width: 112,
          render: (_: unknown, l) => cell(l.index, 'rollNo', 104),
        },
        {
          key: 'remove',
          width: 56,
          fixed: 'right',
          render: (_: unknown, l) => (
            <Button type="link" danger size="small" onClick={() => onChange(lines.filter((_x, i) => i !== l.index))}>
              {t('arrivals.action.remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}
