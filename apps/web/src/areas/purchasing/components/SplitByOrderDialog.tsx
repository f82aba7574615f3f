import { dec, isDecimalString, stockQuantity } from '@gf/contracts';
import { Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trimZeros } from '../api/purchasing-api';
import { editLine, isRate, type EditLine } from './purchase-line-edit';
import '../locales/register';

/**
 * 按单编辑: this purchase per demand line (stock unit). OK sets the explicit split and the line's quantity
 * to cover it (rounded up to 4 decimals in the purchase unit); what the quantity buys beyond it is unplanned.
 */
export function SplitByOrderDialog({
  line,
  onClose,
  onSave,
}: {
  line: EditLine | null;
  onClose: () => void;
  onSave: (line: EditLine) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const f = (k: string) => t(`purchasing.field.${k}`);
  if (!line) return null;
  const value = (id: string) => typed[id] ?? line.allocations?.[id] ?? '';
  const valid = (v: string) => v.trim() === '' || isDecimalString(v.trim(), 4, 14);
  const bad = line.demands.some((d) => !valid(value(d.id)));
  const total = bad ? '0' : dec.sum(line.demands.map((d) => value(d.id).trim() || '0'));
  const waiting = dec.sum(line.demands.map((d) => d.waiting));
  const close = () => {
    setTyped({});
    onClose();
  };
  const save = () => {
    const allocations = Object.fromEntries(
      line.demands.map((d) => [d.id, value(d.id).trim()]).filter(([, v]) => v && !dec.isZero(v)),
    );
    let next: EditLine = { ...line, allocations };
    if (isRate(line.conversionRate) && dec.cmp(total, '0') > 0) {
      let q = dec.div(total, line.conversionRate.trim(), 4) ?? '0';
      if (dec.cmp(stockQuantity(q, line.conversionRate.trim()), total) < 0) q = dec.add(q, '0.0001');
      next = editLine(next, 'quantity', q);
    }
    onSave(next);
    close();
  };
  return (
    <Modal
      open
      width={720}
      title={t('purchasing.form.splitTitle')}
      onCancel={close}
      onOk={save}
      okButtonProps={{ disabled: bad || !isRate(line.conversionRate) }}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>{line.label}</Typography.Text>
        <Button size="small" onClick={() => setTyped(Object.fromEntries(line.demands.map((d) => [d.id, trimZeros(d.waiting)])))}>
          {t('purchasing.form.fillSplit')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={line.demands}
        columns={[
          { key: 'style', title: f('goodsStyleNo'), render: (_, d) => d.goodsStyleNo ?? '-' },
          { key: 'order', title: f('orderNo'), dataIndex: 'orderNo' },
          { key: 'waiting', title: f('waiting'), align: 'right', render: (_, d) => trimZeros(d.waiting) },
          {
            key: 'this',
            title: `${f('thisPurchase')}【${line.stockUnit}】`,
            render: (_, d) => (
              <Input
                size="small"
                style={{ width: 120 }}
                status={valid(value(d.id)) ? undefined : 'error'}
                value={value(d.id)}
                onChange={(e) => setTyped((p) => ({ ...p, [d.id]: e.target.value }))}
                data-testid={`split-${d.id}`}
              />
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('purchasing.form.splitTotals', {
          waiting: trimZeros(waiting),
          total: trimZeros(total),
          unit: line.stockUnit,
          rate: trimZeros(line.conversionRate),
        })}
      </Typography.Paragraph>
    </Modal>
  );
}
