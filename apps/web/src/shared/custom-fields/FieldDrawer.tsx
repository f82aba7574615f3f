import {
  customFieldLimits,
  customFieldTypeLabels,
  customFieldTypes,
  type CustomFieldDefinition,
  type CustomFieldType,
  type LibraryLevel,
} from '@gf/contracts';
import { App, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customFieldApi } from './custom-fields-api';
import { requiredRule } from '../../shared/forms/required-rule';

interface FieldForm {
  customFieldName: string;
  customFieldType: CustomFieldType;
  required: boolean;
  enabled: boolean;
  options?: string[];
}

/** Slide-in form to add a field (name, type, first options) or edit one (name, required, enabled). */
export function FieldDrawer({
  open,
  entity,
  level,
  field,
  onClose,
  onSaved,
}: {
  open: boolean;
  entity: string;
  /** The level the field is added or changed at (COMPANY on 属性库). */
  level: LibraryLevel;
  field: CustomFieldDefinition | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FieldForm>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('customFieldType', form);
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (field)
      form.setFieldsValue({
        customFieldName: field.customFieldName,
        customFieldType: field.customFieldType,
        required: field.required,
        enabled: field.enabled,
      });
  }, [open, field, form]);

  const save = async () => {
    let values: FieldForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      if (field)
        await customFieldApi.update(
          {
            customFieldId: field.customFieldId,
            name: values.customFieldName.trim(),
            required: values.required,
            enabled: values.enabled,
          },
          level,
        );
      else
        await customFieldApi.add({
          module: entity,
          customFieldName: values.customFieldName.trim(),
          customFieldType: values.customFieldType,
          required: values.required,
          enabled: values.enabled,
          ...(values.options?.length ? { options: values.options } : {}),
          level,
        });
      message.success(t('capabilities.customFields.saved'));
      onSaved();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const isSelect = type === 'SINGLE_SELECT' || type === 'MULTI_SELECT';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={440}
      title={field ? t('capabilities.customFields.edit') : t('capabilities.customFields.create')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="field-save">
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ customFieldType: 'TEXT', required: false, enabled: true }}>
        <Form.Item
          name="customFieldName"
          label={t('capabilities.customFields.name')}
          rules={[requiredRule(t('capabilities.customFields.name')), { max: customFieldLimits.name }]}
        >
          <Input maxLength={customFieldLimits.name} showCount />
        </Form.Item>
        <Form.Item
          name="customFieldType"
          label={t('capabilities.customFields.type')}
          extra={field ? t('capabilities.customFields.typeFixed') : undefined}
        >
          <Select
            disabled={Boolean(field)}
            options={customFieldTypes.map((v) => ({ value: v, label: customFieldTypeLabels[v][lang] }))}
          />
        </Form.Item>
        {!field && isSelect && (
          <Form.Item
            name="options"
            label={t('capabilities.customFields.initialOptions')}
            extra={t('capabilities.customFields.initialOptionsHint')}
          >
            <Select mode="tags" open={false} tokenSeparators={[',', '，']} />
          </Form.Item>
        )}
        <Space size="large">
          <Form.Item name="required" label={t('capabilities.customFields.required')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="enabled" label={t('capabilities.customFields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
