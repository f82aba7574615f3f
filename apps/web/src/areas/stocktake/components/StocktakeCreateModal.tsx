import { DatePicker, Form, Input, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { storehouseLoader } from '../../../shared/material-lines';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { kindLoader, stocktakeApi } from '../api/stocktake-api';
import '../locales/register';

interface Values {
  storehouseId?: string;
  checkDate?: Dayjs;
  kindIds?: string[];
  isBlind?: boolean;
  remark?: string;
}

/** 新建盘点: a storehouse, the date, the kinds in scope (none: everything in the storehouse), blind or not. */
export function StocktakeCreateModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`stocktake.field.${k}`);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const created = await stocktakeApi.create({
        storehouseId: v.storehouseId,
        checkDate: (v.checkDate ?? dayjs()).format('YYYY-MM-DD'),
        kindIds: v.kindIds ?? [],
        isBlind: Boolean(v.isBlind),
        remark: v.remark ?? null,
      });
      form.resetFields();
      onCreated(created.id);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('stocktake.list.createTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" initialValues={{ checkDate: dayjs(), isBlind: false }}>
        <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
          <SearchSelect single loader={storehouseLoader} create={recordCreate('storehouse')} data-testid="stocktake-storehouse" />
        </Form.Item>
        <Form.Item name="checkDate" label={f('checkDate')} rules={[requiredRule(f('checkDate'), 'select')]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kindIds" label={f('kinds')} extra={t('stocktake.list.allKinds')}>
          <SearchSelect loader={kindLoader} create={recordCreate('materialKind')} />
        </Form.Item>
        <Form.Item name="isBlind" label={f('blind')} valuePropName="checked" extra={t('stocktake.list.blindHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
