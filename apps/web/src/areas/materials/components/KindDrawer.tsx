import { materialKindInput, type MaterialKindRow } from '@gf/contracts';
import { Button, Drawer, Form, Input, Space, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { kindsApi } from '../api/materials-api';

export interface KindTreeOption {
  value: string;
  title: string;
  children?: KindTreeOption[];
}

export interface KindDrawerProps {
  open: boolean;
  /** The kind to edit; null to create one. */
  kind: MaterialKindRow | null;
  parentId?: string | null;
  treeData: KindTreeOption[];
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  no: string;
  name: string;
  parentId?: string | null;
}

/** 新建分类 / 编辑分类: 分类号 (letters/digits, at most 8, unique), 分类名称 (unique), optional parent. */
export function KindDrawer({ open, kind, parentId, treeData, onClose, onSaved }: KindDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(kind ? { no: kind.no, name: kind.name, parentId: kind.parentId } : { parentId: parentId ?? null });
  }, [open, kind, parentId, form]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await kindsApi.save({ id: kind?.id, no: values.no.trim(), name: values.name.trim(), parentId: values.parentId ?? null });
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
      size={420}
      title={kind ? t('materials.kinds.edit') : t('materials.kinds.create')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="kind-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="kind-form">
        <Form.Item
          name="no"
          label={t('materials.kinds.no')}
          required
          rules={[zodTextRule(materialKindInput.shape.no)]}
          extra={t('materials.kinds.noRule')}
        >
          <Input maxLength={8} />
        </Form.Item>
        <Form.Item name="name" label={t('materials.kinds.name')} required rules={[zodTextRule(materialKindInput.shape.name)]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="parentId" label={t('materials.kinds.parent')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={treeData} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
