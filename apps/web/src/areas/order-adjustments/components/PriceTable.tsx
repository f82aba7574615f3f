import type { OrderGoodsPrice, PriceAdjustGoodsView } from '@gf/contracts';
import { Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

/** The typed new prices of a goods block (strings as typed; blank = no price). */
export type PriceEdit = { noTaxPrice: string; taxRate: string; processUnitPrice: string };

const changed = (a: string, b: string) => Number(a || 0) !== Number(b || 0);

/**
 * Per goods: 订货数量 and, before and after, 不含税单价, 税率, 含税单价, 含税金额 (and 加工单价 / 加工金额 when the order
 * goes to a processing factory). In the form the after side is typed.
 */
export function PriceTable({
  goods,
  isOutsideFac,
  edits,
  onEdit,
}: {
  goods: PriceAdjustGoodsView[];
  isOutsideFac: boolean;
  edits?: Record<string, PriceEdit>;
  onEdit?: (goodsId: string, edit: PriceEdit) => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const shown = (old: string, now: string) => (changed(old, now) ? <Typography.Text strong>{now}</Typography.Text> : now);
  const input = (r: PriceAdjustGoodsView, key: keyof PriceEdit) => {
    const edit = edits?.[r.facPrdOrderGoodsId];
    if (!edit || !onEdit) return shown(r.old[key], r.new[key]);
    return (
      <Input
        size="small"
        style={{ width: 100 }}
        value={edit[key]}
        data-testid={`price-${key}`}
        onChange={(e) => onEdit(r.facPrdOrderGoodsId, { ...edit, [key]: e.target.value.trim() })}
      />
    );
  };
  const side =
    (which: 'old' | 'new') =>
    (r: PriceAdjustGoodsView): OrderGoodsPrice =>
      r[which];
  return (
    <Table<PriceAdjustGoodsView>
      size="small"
      bordered
      rowKey="facPrdOrderGoodsId"
      pagination={false}
      dataSource={goods}
      data-testid="price-goods"
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'style', title: f('styles'), render: (_, r) => `${r.styleNo} ${r.styleName}`, width: 180 },
        { key: 'quantity', title: f('quantity'), dataIndex: 'totalNum', align: 'right', width: 80 },
        {
          key: 'before',
          title: f('before'),
          children: [
            { key: 'oldNoTax', title: f('noTaxPrice'), align: 'right', width: 100, render: (_, r) => side('old')(r).noTaxPrice },
            { key: 'oldRate', title: f('taxRate'), align: 'right', width: 80, render: (_, r) => side('old')(r).taxRate },
            { key: 'oldTaxPrice', title: f('taxPrice'), align: 'right', width: 100, render: (_, r) => side('old')(r).taxPrice },
            { key: 'oldAmount', title: f('amount'), align: 'right', width: 110, render: (_, r) => side('old')(r).amount },
            ...(isOutsideFac
              ? [
                  {
                    key: 'oldProcess',
                    title: f('processUnitPrice'),
                    align: 'right' as const,
                    width: 90,
                    render: (_: unknown, r: PriceAdjustGoodsView) => r.old.processUnitPrice,
                  },
                ]
              : []),
          ],
        },
        {
          key: 'after',
          title: f('after'),
          children: [
            { key: 'newNoTax', title: f('noTaxPrice'), align: 'right', width: 110, render: (_, r) => input(r, 'noTaxPrice') },
            { key: 'newRate', title: f('taxRate'), align: 'right', width: 110, render: (_, r) => input(r, 'taxRate') },
            { key: 'newTaxPrice', title: f('taxPrice'), align: 'right', width: 100, render: (_, r) => side('new')(r).taxPrice },
            {
              key: 'newAmount',
              title: f('amount'),
              align: 'right',
              width: 110,
              render: (_, r) => shown(r.old.amount, r.new.amount),
            },
            ...(isOutsideFac
              ? [
                  {
                    key: 'newProcess',
                    title: f('processUnitPrice'),
                    align: 'right' as const,
                    width: 110,
                    render: (_: unknown, r: PriceAdjustGoodsView) => input(r, 'processUnitPrice'),
                  },
                ]
              : []),
          ],
        },
      ]}
    />
  );
}
