import { supplierFields, type SupplierRow } from '@gf/contracts';
import { App, Button, Drawer, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { supplierApi, type SupplierForm } from '../api/partners-api';

export interface SupplierDrawerProps {
  open: boolean;
  /** The supplier to edit; null or undefined to create one. */
  supplier?: SupplierRow | null;
  onClose: () => void;
  onSaved: (saved: { id: string; code: string | null }) => void;
}

const fieldNames = ['name', 'code', 'contacts', 'mobilePhone', 'bankAccount', 'bankName', 'address', 'remark'] as const;

/** The slide-in supplier form (reference 05 section 6), with duplicate checks on blur. */
export function SupplierDrawer({ open, supplier, onClose, onSaved }: SupplierDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierForm>();
  const [saving, setSaving] = useState(false);
  const editing = Boolean(supplier);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (supplier) form.setFieldsValue(Object.fromEntries(fieldNames.map((k) => [k, supplier[k] ?? undefined])) as SupplierForm);
  }, [open, supplier, form]);

  const duplicateRule = (check: (value: string) => Promise<{ exists: boolean }>, text: string): Rule => ({
    validateTrigger: 'onBlur',
    validator: async (_r, value: string | undefined) => {
      const v = value?.trim();
      if (!v) return;
      let exists = false;
      try {
        exists = (await check(v)).exists;
      } catch {
        return;
      }
      if (exists) throw new Error(text);
    },
  });

  const save = async (again: boolean) => {
    let values: SupplierForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = Object.fromEntries(fieldNames.map((k) => [k, typeof values[k] === 'string' ? (values[k] as string).trim() || null : (values[k] ?? null)])) as SupplierForm;
    setSaving(true);
    try {
      if (supplier) {
        await supplierApi.update({ ...body, id: supplier.id, version: supplier.version });
        message.success(t('partners.supplier.saved'));
        onSaved({ id: supplier.id, code: body.code ?? supplier.code });
      } else {
        const created = await supplierApi.insert(body);
        message.success(t('partners.supplier.created', { code: created.code }));
        onSaved({ id: created.id, code: created.code });
        if (again) {
          form.resetFields();
          return;
        }
      }
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
      title={editing ? t('partners.supplier.editTitle') : t('partners.supplier.createTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {!editing && (
            <Button loading={saving} onClick={() => void save(true)}>
              {t('partners.saveAndNew')}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save(false)} data-testid="supplier-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="supplier-form">
        <Form.Item
          name="name"
          label={t('partners.supplier.name')}
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[zodTextRule(supplierFields.name), duplicateRule((v) => supplierApi.repeatName(v, supplier?.id), t('partners.supplier.nameExists'))]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('partners.supplier.code')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { max: 20 },
            { pattern: /^[A-Za-z0-9]*$/, message: t('partners.supplier.codeRule') },
            duplicateRule((v) => supplierApi.repeatCode(v, supplier?.id), t('partners.supplier.codeExists')),
          ]}
        >
          <Input maxLength={20} placeholder={t('common.autoGenerate')} />
        </Form.Item>
        <Form.Item name="contacts" label={t('partners.supplier.contacts')} rules={[zodRule(supplierFields.contacts)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="mobilePhone" label={t('partners.supplier.mobilePhone')} rules={[{ pattern: /^[0-9-]*$/, message: t('partners.supplier.phoneRule') }, zodRule(supplierFields.mobilePhone)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="bankAccount" label={t('partners.supplier.bankAccount')} rules={[zodRule(supplierFields.bankAccount)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="bankName" label={t('partners.supplier.bankName')} rules={[zodRule(supplierFields.bankName)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="address" label={t('partners.supplier.address')} rules={[zodRule(supplierFields.address)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('partners.supplier.remark')} rules={[zodRule(supplierFields.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
