import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { balanceApi, balanceStorehouseLoader } from '../api/stock-balance-api';
import '../locales/register';

interface Values {
  storehouseId?: string;
  periodStart?: Dayjs;
  periodEnd?: Dayjs;
  remark?: string;
}

/** 结存一期: a storehouse and its period (this month up to today by default); the server checks the dates. */
export function CloseBalanceModal({
  open,
  onClose,
  onClosed,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`stockBalance.field.${k}`);
  const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const added = await balanceApi.add({
        storehouseId: v.storehouseId,
        periodStart: day(v.periodStart),
        periodEnd: day(v.periodEnd),
        remark: v.remark ?? null,
      });
      form.resetFields();
      onClosed(added.id);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('stockBalance.list.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={560}
    >
      <Alert type="info" showIcon message={t('stockBalance.list.addHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ periodStart: dayjs().startOf('month'), periodEnd: dayjs() }}>
        <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
          <SearchSelect
            single
            loader={balanceStorehouseLoader}
            create={recordCreate('storehouse')}
            data-testid="balance-storehouse"
          />
        </Form.Item>
        <Form.Item name="periodStart" label={f('periodStart')} rules={[requiredRule(f('periodStart'), 'select')]}>
          <DatePicker style={{ width: '100%' }} data-testid="balance-start" />
        </Form.Item>
        <Form.Item name="periodEnd" label={f('periodEnd')} rules={[requiredRule(f('periodEnd'), 'select')]}>
          <DatePicker style={{ width: '100%' }} data-testid="balance-end" />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
