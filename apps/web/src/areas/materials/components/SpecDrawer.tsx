import { materialSpecInput, type MaterialSpecRow } from '@gf/contracts';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { specsApi } from '../api/materials-api';

export interface SpecDrawerProps {
  open: boolean;
  spec?: MaterialSpecRow | null;
  onClose: () => void;
  onSaved: (saved: MaterialSpecRow) => void;
}

/** 新建规格 / 编辑规格: 规格号 (A–Z/0–9, at most 8, blank = generated) and 规格描述. */
export function SpecDrawer({ open, spec, onClose, onSaved }: SpecDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ no?: string; remark?: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (spec) form.setFieldsValue({ no: spec.no, remark: spec.remark ?? undefined });
  }, [open, spec, form]);

  const save = async () => {
    let values: { no?: string; remark?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await specsApi.save({ id: spec?.id, no: values.no?.trim() || null, remark: values.remark?.trim() || null });
      onSaved(saved);
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
      size={420}
      title={spec ? t('materials.specs.edit') : t('materials.specs.create')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="spec-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="no"
          label={t('materials.specs.no')}
          rules={[zodRule(materialSpecInput.shape.no)]}
          extra={t('materials.specs.noRule')}
        >
          <Input maxLength={8} placeholder={t('common.autoGenerate')} />
        </Form.Item>
        <Form.Item name="remark" label={t('materials.specs.remark')} rules={[{ max: 50 }]}>
          <Input maxLength={50} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
