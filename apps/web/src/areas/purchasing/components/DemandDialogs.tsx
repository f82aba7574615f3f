import { dec, isDecimalString, type MaterialListRow, type PurchaseDemandRow } from '@gf/contracts';
import { Alert, Button, DatePicker, Drawer, Form, Input, Modal, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { purchasingApi, skuRowLoader, supplierLoader, trimZeros } from '../api/purchasing-api';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

/** 新增采购需求: the small hand-typed demand form (until production orders fill the board). */
export function AddDemandDrawer({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => new Map<string, MaterialListRow>(), []);
  const loader = useMemo(() => skuRowLoader(rows, false), [rows]);
  const f = (k: string) => t(`purchasing.field.${k}`);

  const save = async () => {
    const v = (await form.validateFields()) as Record<string, unknown> & { deliveryDate?: Dayjs };
    setSaving(true);
    try {
      await purchasingApi.addDemand({ ...v, deliveryDate: v.deliveryDate ? v.deliveryDate.format('YYYY-MM-DD') : null });
      form.resetFields();
      onDone();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('purchasing.need.addTitle')}
      width={480}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="demand-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('purchasing.need.demandHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" data-testid="demand-form">
        <Form.Item name="orderNo" label={f('orderNo')} rules={[requiredRule(f('orderNo')), { max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="goodsStyleNo" label={f('goodsStyleNo')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="materialSkuId"
          label={t('purchasing.form.pickSku')}
          rules={[requiredRule(t('purchasing.form.pickSku'), 'select')]}
        >
          <SearchSelect
            single
            loader={loader}
            onChange={(value) => {
              const row = rows.get(String(value));
              if (row?.defaultSupplierId) form.setFieldValue('supplierId', row.defaultSupplierId);
            }}
          />
        </Form.Item>
        <Form.Item name="supplierId" label={f('supplier')}>
          <SearchSelect single loader={supplierLoader} create={recordCreate('supplier')} allowClear />
        </Form.Item>
        <Form.Item
          name="demandQuantity"
          label={f('demand')}
          rules={[requiredRule(f('demand')), numberRule({ scale: 4, intDigits: 14, positive: true, label: f('demand') })]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="deliveryDate" label={f('deliveryDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 150 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** 计划采购 dialog: never below the demand ("输入值不能小于物料需求值"). */
export function PlannedDialog({
  row,
  onClose,
  onDone,
}: {
  row: PurchaseDemandRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const current = value ?? (row ? trimZeros(row.plannedQuantity) : '');
  const error =
    row &&
    (!isDecimalString(current.trim(), 4, 14)
      ? '≤ 4 decimals'
      : dec.cmp(current.trim(), row.demandQuantity) < 0
        ? t('purchasing.need.plannedBelow')
        : null);
  const save = async () => {
    if (!row || error) return;
    await purchasingApi.setPlanned(row.id, current.trim());
    setValue(null);
    onDone();
    onClose();
  };
  return (
    <Modal
      open={Boolean(row)}
      title={t('purchasing.need.plannedTitle')}
      onCancel={() => {
        setValue(null);
        onClose();
      }}
      onOk={() => void save()}
      okButtonProps={{ disabled: Boolean(error) }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={`${t('purchasing.field.demand')}：${trimZeros(row?.demandQuantity)} ${row?.stockUnit ?? ''}`}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input value={current} onChange={(e) => setValue(e.target.value)} data-testid="planned-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 更换供应商 of one demand line. */
export function SupplierDialog({
  row,
  onClose,
  onDone,
}: {
  row: PurchaseDemandRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const save = async () => {
    if (!row || !supplierId) return;
    await purchasingApi.setSupplier(row.id, supplierId);
    setSupplierId(null);
    onDone();
    onClose();
  };
  return (
    <Modal
      open={Boolean(row)}
      title={t('purchasing.need.supplierTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !supplierId }}
      destroyOnHidden
    >
      <SearchSelect
        single
        loader={supplierLoader}
        create={recordCreate('supplier')}
        style={{ width: '100%' }}
        initialOptions={row?.supplierId ? [{ value: row.supplierId, label: row.supplierName ?? '' }] : []}
        value={supplierId ?? row?.supplierId ?? undefined}
        onChange={(v) => setSupplierId(v ? String(v) : null)}
      />
    </Modal>
  );
}

/** 分配采购员: the server pre-checks the lines (checkAllocationPurchaser) before the dialog opens. */
export function AssignDialog({ ids, onClose, onDone }: { ids: string[] | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string | null>(null);
  const save = async () => {
    if (!ids || !userId) return;
    await purchasingApi.allocate(ids, userId);
    setUserId(null);
    onDone();
    onClose();
  };
  return (
    <Modal
      open={Boolean(ids)}
      title={t('purchasing.need.assignTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !userId }}
      destroyOnHidden
    >
      <SearchSelect
        single
        loader={unitUserLoader}
        style={{ width: '100%' }}
        value={userId ?? undefined}
        onChange={(v) => setUserId(v ? String(v) : null)}
      />
    </Modal>
  );
}
