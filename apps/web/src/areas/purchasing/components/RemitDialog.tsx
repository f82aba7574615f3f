import type { PurchaseBillDetail } from '@gf/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { useSession } from '../../../shared/session/session';
import { purchasingApi } from '../api/purchasing-api';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

/** 付款: date, salesman, supplier (fixed), amount (¥). */
export function RemitDialog({ bill, onClose }: { bill: PurchaseBillDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<{ dateOperated: Dayjs; operatorId: string; amount: string }>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`purchasing.field.${k}`);
  const save = async () => {
    if (!bill) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await purchasingApi.remit({
        billMaterialPurchaseId: bill.id,
        amount: v.amount.trim(),
        dateOperated: v.dateOperated.format('YYYY-MM-DD'),
        operatorId: v.operatorId,
      });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(bill)}
      title={t('purchasing.detail.remit')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ dateOperated: dayjs(), operatorId: session?.userId }} preserve={false}>
        <Form.Item name="dateOperated" label={f('payDate')} rules={[requiredRule(f('payDate'), 'select')]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="operatorId" label={f('operator')} rules={[requiredRule(f('operator'), 'select')]}>
          <SearchSelect single loader={unitUserLoader} />
        </Form.Item>
        <Form.Item label={f('supplier')}>
          <Input value={bill?.supplierName ?? ''} disabled />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`${f('payAmount')} (¥)`}
          rules={[requiredRule(f('payAmount')), numberRule({ scale: 2, intDigits: 14, positive: true, label: f('payAmount') })]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
