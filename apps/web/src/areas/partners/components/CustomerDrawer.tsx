import { customerInput, type CustomerRow } from '@gf/contracts';
import { App, Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { customerApi, type CustomerForm } from '../api/partners-api';

const fields = ['name', 'contacts', 'phone', 'address', 'remark'] as const;

/** The slide-in customer form: name required and unique (checked on blur). */
export function CustomerDrawer({
  open,
  customer,
  onClose,
  onSaved,
}: {
  open: boolean;
  customer?: CustomerRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (customer) form.setFieldsValue(Object.fromEntries(fields.map((k) => [k, customer[k] ?? undefined])) as unknown as CustomerForm);
  }, [open, customer, form]);

  const save = async () => {
    let values: CustomerForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = Object.fromEntries(fields.map((k) => [k, (values[k] ?? '').trim() || null])) as unknown as CustomerForm;
    setSaving(true);
    try {
      if (customer) await customerApi.edit({ ...body, id: customer.id });
      else await customerApi.add(body);
      message.success(t('partners.customer.saved'));
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
      size={440}
      title={customer ? t('partners.customer.editTitle') : t('partners.customer.createTitle')}
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
        <Form.Item
          name="name"
          label={t('partners.customer.name')}
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            zodTextRule(customerInput.shape.name),
            {
              validateTrigger: 'onBlur',
              validator: async (_r, value: string | undefined) => {
                const v = value?.trim();
                if (!v) return;
                let exists = false;
                try {
                  exists = (await customerApi.checkName(v, customer?.id)).exists;
                } catch {
                  return;
                }
                if (exists) throw new Error(t('partners.customer.nameExists'));
              },
            },
          ]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="contacts" label={t('partners.customer.contacts')} rules={[zodRule(customerInput.shape.contacts)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label={t('partners.customer.phone')} rules={[zodRule(customerInput.shape.phone)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="address" label={t('partners.customer.address')} rules={[zodRule(customerInput.shape.address)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('partners.customer.remark')} rules={[zodRule(customerInput.shape.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
