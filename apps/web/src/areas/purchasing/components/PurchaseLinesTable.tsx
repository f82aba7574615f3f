import { DeleteOutlined } from '@ant-design/icons';
import { dec } from '@gf/contracts';
import { Button, Card, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { problemText as inLanguage, problemWithPlace as placed } from '../../../shared/line-problems';
import { trimZeros } from '../api/purchasing-api';
import { editLine, isRate, lineTotal, type CellProblem, type EditLine, type LineField } from './purchase-line-edit';
import { SplitByOrderDialog } from './SplitByOrderDialog';
import '../locales/register';

type Field = 'conversionRate' | 'quantity' | 'unitPrice' | 'amount' | 'taxRate' | 'remark';
type PickUpField = 'quantityArrive' | 'quantityDelivery';

/** A cell's problem in the user's words (the contract's message, or purchasing.problem.<key>). */
export const problemText = (t: TFunction, p: CellProblem) =>
  'text' in p ? inLanguage(p.text, currentLanguage()) : t(`purchasing.problem.${p.key}`);

/** "第2行 采购数不能为负数" — the problem with its row and column, for the message shown on save. */
export const problemWithPlace = (t: TFunction, row: number, p: CellProblem) => {
  const column = t(`purchasing.problem.column.${p.field}`);
  return 'text' in p
    ? placed(p.text, currentLanguage(), row, column)
    : t('purchasing.problem.cell', { row, column, message: t(`purchasing.problem.${p.key}`) });
};

/**
 * The new-purchase grid, one card per supplier (one purchase bill each); every number is typed as text. Rows are
 * numbered over the whole form (the order the lines are saved in, so a refusal's 第N行 is the row shown); a wrong
 * cell is marked red with its reason in a tooltip.
 */
export function PurchaseLinesTable({
  lines,
  onChange,
  orderNos,
  onOrderNo,
  problems,
  pickUp = false,
}: {
  lines: EditLine[];
  onChange: (lines: EditLine[]) => void;
  /** 采购单号 per supplier group (blank = generated). */
  orderNos: Record<string, string>;
  onOrderNo: (supplierKey: string, value: string) => void;
  /** The cells to mark, per line key. */
  problems: ReadonlyMap<string, CellProblem[]>;
  /** 一键采到送: the 本次到料 and 本次送料 columns. */
  pickUp?: boolean;
}) {
  const { t } = useTranslation();
  const [splitting, setSplitting] = useState<EditLine | null>(null);
  const f = (k: string) => t(`purchasing.field.${k}`);
  const problemAt = (l: EditLine, field: LineField) => problems.get(l.key)?.find((p) => p.field === field);
  /** The cell marked when it has a problem: red, with the reason on hover. */
  const marked = (l: EditLine, field: LineField, cell: ReactNode, fallbackTip?: string) => {
    const p = problemAt(l, field);
    const tip = p ? problemText(t, p) : fallbackTip;
    return tip ? (
      <Tooltip title={tip} color={p ? 'red' : undefined}>
        <span data-testid={p ? `problem-${field}-${l.key}` : undefined}>{cell}</span>
      </Tooltip>
    ) : (
      cell
    );
  };
  const groups = new Map<string, EditLine[]>();
  for (const l of lines) groups.set(l.supplierId ?? '', [...(groups.get(l.supplierId ?? '') ?? []), l]);
  const patch = (key: string, field: Field, value: string) =>
    onChange(lines.map((l) => (l.key === key ? editLine(l, field, value) : l)));
  const setPickUp = (key: string, field: PickUpField, value: string) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  // 一键采到送 adds two columns: the grid narrows so that they show at 1440 px beside 合计采购 (price, tax and
  // remark scroll in from the right), clear of the fixed 操作 column.
  const w = (normal: number, narrow: number) => (pickUp ? narrow : normal);
  const pickUpColumns = pickUp
    ? (['quantityArrive', 'quantityDelivery'] as const).map((field) => ({
        key: field,
        title: `${t(`purchasing.pickUp.${field}`)}【${f('stockUnit')}】`,
        width: 100,
        render: (_: unknown, l: EditLine) =>
          marked(
            l,
            field,
            <Input
              size="small"
              style={{ width: 80 }}
              value={l[field] ?? ''}
              status={problemAt(l, field) ? 'error' : undefined}
              onChange={(e) => setPickUp(l.key, field, e.target.value)}
              data-testid={`${field}-${l.key}`}
            />,
          ),
      }))
    : [];
  const input = (l: EditLine, field: Field, width = 90, disabled = false, fallbackTip?: string) =>
    marked(
      l,
      field,
      <Input
        size="small"
        style={{ width }}
        value={l[field]}
        disabled={disabled}
        status={problemAt(l, field) ? 'error' : undefined}
        onChange={(e) => patch(l.key, field, e.target.value)}
        data-testid={`${field}-${l.key}`}
      />,
      fallbackTip,
    );
  const rowNo = new Map(lines.map((l, i) => [l.key, i + 1]));

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {[...groups].map(([supplierKey, rows]) => (
        <Card
          key={supplierKey}
          size="small"
          title={
            supplierKey ? (
              t('purchasing.form.group', { name: rows[0]?.supplierName ?? '' })
            ) : (
              <Typography.Text type="danger">{t('purchasing.form.noSupplier')}</Typography.Text>
            )
          }
          extra={
            // 一键采到送 numbers its bills itself (one per supplier, like add/batch).
            !pickUp && (
              <Space>
                {f('billNo')}
                <Input
                  size="small"
                  style={{ width: 200 }}
                  maxLength={150}
                  placeholder={t('purchasing.field.billNoPlaceholder')}
                  value={orderNos[supplierKey] ?? ''}
                  onChange={(e) => onOrderNo(supplierKey, e.target.value)}
                />
              </Space>
            )
          }
        >
          <Table<EditLine>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'no',
                title: '#',
                width: 44,
                fixed: 'left',
                render: (_, l) => <span data-testid={`row-no-${l.key}`}>{rowNo.get(l.key)}</span>,
              },
              {
                key: 'label',
                title: f('materialName'),
                width: w(200, 160),
                fixed: 'left',
                // The material cell also carries the line's supplier problem (no supplier chosen, or not found).
                render: (_, l) => {
                  const field = problemAt(l, 'material') ? 'material' : 'supplier';
                  return marked(
                    l,
                    field,
                    problemAt(l, field) ? <Typography.Text type="danger">{l.label}</Typography.Text> : l.label,
                  );
                },
              },
              {
                key: 'orders',
                title: f('orderNo'),
                width: w(160, 120),
                render: (_, l) =>
                  l.demands.length ? (
                    <Tooltip title={l.demands.map((d) => `${d.orderNo}：${trimZeros(d.waiting)}`).join('；')}>
                      {l.demands.map((d) => d.orderNo).join('、')}
                    </Tooltip>
                  ) : (
                    <Typography.Text type="secondary">{f('unplanned')}</Typography.Text>
                  ),
              },
              {
                key: 'waiting',
                title: `${f('waiting')}【${t('purchasing.field.stockUnit')}】`,
                align: 'right',
                width: w(110, 90),
                render: (_, l) => (l.demands.length ? dec.sum(l.demands.map((d) => d.waiting)) : '-'),
              },
              {
                key: 'units',
                title: `${f('purchaseUnit')}/${f('stockUnit')}`,
                width: w(100, 80),
                render: (_, l) => `${l.purchaseUnit} / ${l.stockUnit}`,
              },
              {
                key: 'rate',
                title: f('conversionRate'),
                width: w(110, 90),
                render: (_, l) => input(l, 'conversionRate', w(90, 64), l.purchaseUnit === l.stockUnit),
              },
              {
                key: 'quantity',
                title: f('quantity'),
                width: w(130, 100),
                render: (_, l) =>
                  input(
                    l,
                    'quantity',
                    w(100, 80),
                    !isRate(l.conversionRate),
                    isRate(l.conversionRate) ? undefined : t('purchasing.form.rateFirst'),
                  ),
              },
              {
                key: 'total',
                title: f('total'),
                width: w(130, 90),
                align: 'right',
                render: (_, l) => trimZeros(lineTotal(l)) || '-',
              },
              ...pickUpColumns,
              {
                key: 'unitPrice',
                title: t('purchasing.field.unitPriceTitle', { title: f('unitPrice'), unit: t('purchasing.field.purchaseUnit') }),
                width: 140,
                render: (_, l) => input(l, 'unitPrice', 100),
              },
              { key: 'amount', title: f('lineAmount'), width: 120, render: (_, l) => input(l, 'amount', 100) },
              { key: 'taxRate', title: f('taxRate'), width: 80, render: (_, l) => input(l, 'taxRate', 60) },
              { key: 'remark', title: f('remark'), width: 160, render: (_, l) => input(l, 'remark', 140) },
              {
                key: 'actions',
                title: t('common.actions'),
                width: w(110, 100),
                fixed: 'right',
                render: (_, l) => (
                  <Space size={0}>
                    {l.demands.length > 0 && (
                      <Button size="small" type="link" onClick={() => setSplitting(l)} data-testid={`split-open-${l.key}`}>
                        {t('purchasing.form.split')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ))}
      <SplitByOrderDialog
        line={splitting}
        onClose={() => setSplitting(null)}
        onSave={(next) => onChange(lines.map((l) => (l.key === next.key ? next : l)))}
      />
    </Space>
  );
}
