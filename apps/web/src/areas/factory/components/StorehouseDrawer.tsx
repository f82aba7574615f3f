import { addStorehouseInput, storehouseKinds, storehouseOperableTypes, type StorehouseRow } from '@gf/contracts';
import { App, Button, Checkbox, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { storehouseApi, type StorehouseForm } from '../api/factory-api';

const shape = addStorehouseInput.shape;

/** The slide-in storehouse form: name, kind, what it may do (operableType), forbid negative stock, default. */
export function StorehouseDrawer({
  open,
  storehouse,
  onClose,
  onSaved,
}: {
  open: boolean;
  storehouse: StorehouseRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StorehouseForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      storehouse
        ? { ...storehouse, remark: storehouse.remark ?? undefined }
        : { kind: 'MIXED', notAllowNegative: false, operableType: [...storehouseOperableTypes], isDefault: false },
    );
  }, [open, storehouse, form]);

  const save = async () => {
    let values: StorehouseForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: StorehouseForm = { ...values, name: values.name.trim(), remark: values.remark?.trim() || null, operableType: values.operableType ?? [] };
    setSaving(true);
    try {
      if (storehouse) await storehouseApi.update({ ...body, id: storehouse.id });
      else await storehouseApi.add(body);
      message.success(t('factory.storehouse.saved'));
      onSaved();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      size={480}
      title={storehouse ? t('factory.storehouse.editTitle') : t('factory.storehouse.createTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('factory.storehouse.nameLabel')} required rules={[zodTextRule(shape.name)]}>
          <Input maxLength={15} showCount />
        </Form.Item>
        <Form.Item name="kind" label={t('factory.storehouse.kind')}>
          <Select options={storehouseKinds.map((k) => ({ value: k, label: t(`factory.storehouse.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="operableType" label={t('factory.storehouse.operableType')}>
          <Checkbox.Group options={storehouseOperableTypes.map((k) => ({ value: k, label: t(`factory.storehouse.operableTypes.${k}`) }))} />
        </Form.Item>
        <Form.Item name="notAllowNegative" label={t('factory.storehouse.notAllowNegative')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isDefault" label={t('factory.storehouse.isDefault')} valuePropName="checked">
          <Switch disabled={storehouse?.isDefault} />
        </Form.Item>
        <Form.Item name="remark" label={t('factory.storehouse.remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
