import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { outsideFactoryExtNoInput, webhookEvents, webhookInput, type OutsideFactoryRow, type Webhook } from '@gf/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule } from '../../../shared/forms/zod-rule';
import { pickLabel } from '../../../shared/format/format';
import { outsideFactoryApi } from '../api/outside-factory-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

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
  const f = (key: string) => t(`partners.outsideFactory.${key}`);

  const { form, saving, save } = useDrawerForm({
    open,
    record: factory,
    toValues: (r: OutsideFactoryRow): Values => ({ extNo: r.extNo ?? undefined, webhooks: r.webhooks }),
    toBody: (values: Values) => ({
      extNo: values.extNo?.trim() || null,
      webhooks: (values.webhooks ?? []).map((w) => ({ url: w.url.trim(), events: w.events })),
    }),
    submit: async ({ extNo, webhooks }) => {
      if (extNo !== factory.extNo) await outsideFactoryApi.setExtNo(factory.id, extNo);
      await outsideFactoryApi.setWebhooks(factory.id, webhooks);
    },
    onSaved,
    onClose,
  });

  const eventOptions = Object.entries(webhookEvents).map(([value, label]) => ({ value, label: pickLabel(label, i18n.language) }));
  return (
    <FormDrawer open={open} size={560} title={f('integration')} saving={saving} onClose={onClose} onSave={() => void save()}>
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
                  <Form.Item name={[field.name, 'events']} rules={[requiredRule(f('events'), 'select')]} style={{ width: 200 }}>
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
    </FormDrawer>
  );
}
