import { dec, decimalString, type MaterialStockRow } from '@gf/contracts';
import { checkMaterialsAgainstStock, stockShortfalls } from '../../../shared/material-lines';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { stockApi } from '../api/stock-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

export type StockChangeKind = 'IN' | 'OUT' | 'ADJUST';

interface Values {
  stock: string;
  opDate: Dayjs;
  remark?: string;
}

const quantityRule = zodTextRule(decimalString({ scale: 4, intDigits: 14, positive: true }));
const adjustRule = zodTextRule(decimalString({ scale: 4, intDigits: 14 }));

/**
 * 入库 / 出库 / 调整 of one stock row (reference 07 §3 "Single change dialog"). 出库 shows 当前库存 and 可用库存, warns
 * under the quantity when it exceeds the stock, and asks before sending (or, where the storehouse forbids negative
 * material stock, says it will be refused and sends nothing).
 */
export function StockChangeDialog({
  row,
  kind,
  onClose,
}: {
  row: MaterialStockRow;
  kind: StockChangeKind;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const d = (key: string) => t(`stock.dialog.${key}`);
  const labels = {
    IN: { title: d('inTitle'), quantity: d('inQuantity'), date: d('inDate'), remark: d('inRemark') },
    OUT: { title: d('outTitle'), quantity: d('outQuantity'), date: d('outDate'), remark: d('outRemark') },
    ADJUST: { title: d('adjustTitle'), quantity: d('adjustTo'), date: d('adjustDate'), remark: d('adjustReason') },
  }[kind];

  const out = Form.useWatch('stock', form) ?? '';
  const ask = (quantity: string) => [
    {
      key: row.materialsSkuId,
      label: [row.materialsNo, row.materialsName, row.colorName, row.specNoName].filter(Boolean).join(' '),
      unit: row.stockUnit,
      quantity,
    },
  ];
  const beyond = kind === 'OUT' ? stockShortfalls(ask(out), () => row.quantity)[0] : undefined;

  const save = async () => {
    const values = await form.validateFields();
    if (kind === 'OUT' && !(await checkMaterialsAgainstStock(row.storehouseId, ask(values.stock), 'post'))) return;
    setSaving(true);
    try {
      await stockApi.single({
        id: row.id,
        inventoryType: kind,
        stock: values.stock.trim(),
        opDate: values.opDate.format('YYYY-MM-DD'),
        remark: values.remark?.trim() || null,
      });
      onClose(true);
    } catch {
      // the api client shows the server's message (e.g. 库存不足)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={labels.title}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {row.materialsNo} {row.materialsName} {row.colorName} {row.specNoName} · {row.storehouseName} · {d('current')}{' '}
        <b data-testid="current-stock">{dec.format(row.quantity)}</b> {row.stockUnit}
        {kind === 'OUT' && (
          <>
            {' · '}
            {d('availableNow')} <b data-testid="available-stock">{dec.format(row.available)}</b> {row.stockUnit}
          </>
        )}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ opDate: dayjs() }} data-testid="stock-change-form">
        <Form.Item
          name="stock"
          label={labels.quantity}
          rules={[requiredRule(labels.quantity), kind === 'ADJUST' ? adjustRule : quantityRule]}
          validateStatus={beyond ? 'warning' : undefined}
          help={
            beyond
              ? t(`materialLines.stockGuard.${row.forbidsNegative ? 'beyondRefused' : 'beyond'}`, {
                  beyond: beyond.beyond,
                  unit: beyond.unit,
                })
              : undefined
          }
        >
          <Input inputMode="decimal" suffix={row.stockUnit} autoFocus />
        </Form.Item>
        <Form.Item name="opDate" label={labels.date} rules={[requiredRule(labels.date, 'select')]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={labels.remark} rules={kind === 'ADJUST' ? [requiredRule(labels.remark)] : []}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 编辑仓位 of one stock row. */
export function PositionDialog({ row, onClose }: { row: MaterialStockRow; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(row.position ?? '');
  const save = async () => {
    try {
      await stockApi.position(row.id, value.trim() || null);
      onClose(true);
    } catch {
      // shown by the api client
    }
  };
  return (
    <Modal open title={t('stock.dialog.positionTitle')} onOk={() => void save()} onCancel={() => onClose(false)} destroyOnHidden>
      <Input
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('stock.field.position')}
        autoFocus
      />
    </Modal>
  );
}

const limitRule = zodRule(decimalString({ scale: 4, intDigits: 14 }));

/** Stock warning limits of the selected rows (single and batch warning configuration). */
export function WarningDialog({ rows, onClose }: { rows: MaterialStockRow[]; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ minQuantity?: string; maxQuantity?: string }>();
  const first = rows.length === 1 ? rows[0] : undefined;
  const save = async () => {
    const v = await form.validateFields();
    try {
      await stockApi.warning(
        rows.map((r) => r.id),
        v.minQuantity?.trim() || null,
        v.maxQuantity?.trim() || null,
      );
      onClose(true);
    } catch {
      // shown by the api client
    }
  };
  return (
    <Modal open title={t('stock.dialog.warningTitle')} onOk={() => void save()} onCancel={() => onClose(false)} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('stock.dialog.warningHint', { count: rows.length })}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ minQuantity: first?.minQuantity ?? '', maxQuantity: first?.maxQuantity ?? '' }}
      >
        <Form.Item name="minQuantity" label={t('stock.field.minQuantity')} rules={[limitRule]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="maxQuantity" label={t('stock.field.maxQuantity')} rules={[limitRule]}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
