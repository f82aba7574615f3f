import { Button, Input, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RollCell, stockFigure, useStorehouseStock, VatCell } from '../../../shared/material-lines';
import { beyondStock, lineAmount, lineStockQuantity, money2, type FormLine } from './return-lines';
import '../locales/register';

/**
 * The editable lines of the return form: 卷号 / 缸号 (the lot taken from, in the return storehouse), 退料数,
 * 退料转化率 (fixed when the units are equal), 退料单价, 税率.
 */
export function ReturnLinesTable({
  lines,
  onChange,
  storehouseId,
}: {
  lines: FormLine[];
  onChange: (next: FormLine[]) => void;
  storehouseId: string | undefined;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`returns.field.${key}`);
  const stock = useStorehouseStock(
    storehouseId,
    lines.map((l) => l.materialSkuId),
  );
  const onHand = (l: FormLine) => (storehouseId ? stock.get(l.materialSkuId)?.onHand : undefined);
  const set = (key: string, patch: Partial<FormLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const input = (field: 'quantity' | 'conversionRate' | 'unitPrice' | 'taxRate', width = 95) => ({
    key: field,
    title: f(field),
    width,
    render: (_: unknown, l: FormLine) => {
      // Under 退料数 (on screen without scrolling): what the line takes beyond the storehouse's 库存数.
      const beyond = field === 'quantity' && storehouseId && stock.has(l.materialSkuId) ? beyondStock(l, onHand(l)) : null;
      return (
        <>
          <Input
            size="small"
            inputMode="decimal"
            value={l[field]}
            disabled={field === 'conversionRate' && l.purchaseUnit === l.stockUnit}
            onChange={(e) => set(l.key, { [field]: e.target.value })}
            data-testid={`line-${field}`}
          />
          {beyond && (
            <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }} data-testid="line-beyond-stock">
              {t('returns.form.beyondStock', { quantity: stockFigure(beyond), unit: l.stockUnit })}
            </Typography.Text>
          )}
        </>
      );
    },
  });
  return (
    <Table<FormLine>
      size="small"
      rowKey="key"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'index', title: '#', width: 40, render: (_: unknown, __: FormLine, i: number) => i + 1 },
        {
          key: 'source',
          title: f('arriveNo'),
          render: (_: unknown, l: FormLine) => l.arriveNo ?? <Tag>{f('unplanned')}</Tag>,
        },
        { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
        { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
        { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
        { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
        { key: 'orderNo', title: f('orderNoOfLine'), dataIndex: 'orderNo' },
        ...(['rollNo', 'vatNo'] as const).map((key) => ({
          key,
          title: f(key),
          render: (_: unknown, l: FormLine) => {
            const Cell = key === 'rollNo' ? RollCell : VatCell;
            return (
              <Cell
                url="return/lots"
                materialSkuId={l.materialSkuId}
                storehouseId={storehouseId}
                value={l}
                onChange={(lot) => set(l.key, lot)}
                takenRollIds={lines.flatMap((o) => (o.key !== l.key && o.rollId ? [o.rollId] : []))}
              />
            );
          },
        })),
        { key: 'purchaseUnit', title: f('purchaseUnit'), dataIndex: 'purchaseUnit' },
        {
          key: 'onHand',
          title: f('onHand'),
          align: 'right',
          render: (_: unknown, l: FormLine) => (storehouseId ? `${stockFigure(onHand(l))} ${l.stockUnit}` : '-'),
        },
        ...(lines.some((l) => l.returnable)
          ? [{ key: 'returnable', title: f('returnable'), dataIndex: 'returnable', align: 'right' as const }]
          : []),
        input('quantity'),
        input('conversionRate', 85),
        {
          key: 'stockQuantity',
          title: f('stockQuantity'),
          align: 'right',
          render: (_: unknown, l: FormLine) => (
            <Typography.Text>
              {lineStockQuantity(l)} {l.stockUnit}
            </Typography.Text>
          ),
        },
        input('unitPrice'),
        input('taxRate', 70),
        { key: 'amount', title: f('amount'), align: 'right', render: (_: unknown, l: FormLine) => money2(lineAmount(l)) },
        {
          key: 'actions',
          title: t('common.actions'),
          render: (_: unknown, l: FormLine) => (
            <Button type="link" size="small" danger onClick={() => onChange(lines.filter((x) => x.key !== l.key))}>
              {t('returns.form.remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}
