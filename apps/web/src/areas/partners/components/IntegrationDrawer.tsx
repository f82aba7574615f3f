import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { outsideFactoryExtNoInput, webhookEvents, webhookInput, type OutsideFactoryRow, type Webhook } from '@gf/contracts';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { pickLabel } from '../../../shared/format/format';
import { outsideFactoryApi } from '../api/outside-factory-api';

interface Values {
  extNo?: string;
  webhooks?: Webhook[];
}

/** 对接设置: the external number and the webhooks of a factory (any status, no approval). */
export function IntegrationDrawer({
  open,
  factory,
  onClose,
  onSaved,
}: {
  open: boolean;
  factory: OutsideFactoryRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const f = (key: string) => t(`partners.outsideFactory.${key}`);

  useEffect(() => {
    if (open) form.setFieldsValue({ extNo: factory.extNo ?? undefined, webhooks: factory.webhooks });
  }, [open, factory, form]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const extNo = values.extNo?.trim() || null;
      if (extNo !== factory.extNo) await outsideFactoryApi.setExtNo(factory.id, extNo);
      await outsideFactoryApi.setWebhooks(
        factory.id,
        (values.webhooks ?? []).map((w) => ({ url: w.url.trim(), events: w.events })),
      );
      onSaved();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const eventOptions = Object.entries(webhookEvents).map(([value, label]) => ({ value, label: pickLabel(label, i18n.language) }));
  return (
    <Drawer
      open={open}
      size={560}
      title={f('integration')}
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
        <Form.Item name="extNo" label={f('extNo')} rules={[zodRule(outsideFactoryExtNoInput.shape.extNo)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.List name="webhooks">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'url']} rules={[zodRule(webhookInput.shape.url)]} style={{ width: 260 }}>
                    <Input placeholder="https://" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'events']}
                    rules={[{ required: true, message: f('eventsRequired') }]}
                    style={{ width: 200 }}
                  >
                    <Select mode="multiple" placeholder={f('events')} options={eventOptions} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= 10}
                onClick={() => add({ url: '', events: [] })}
                block
              >
                {f('addWebhook')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
