import { NODE_TYPES, type NodeTypeCode, type PrcdNodeRow } from '@gf/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { currentLanguage } from '../../../shared/i18n';
import type { CreateFormProps } from '../../../shared/search-select';
import { processNodesApi } from '../api/process-nodes-api';

/** "+ 新建" inside the template's node select: a node by name and type (its options later on /newNode). */
export function QuickNodeForm({ open, keyword, onClose, onSaved }: CreateFormProps<PrcdNodeRow>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; typeCode: NodeTypeCode }>();
  const [saving, setSaving] = useState(false);
  const lang = currentLanguage() === 'en' ? 'en' : 'zh';
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const node = await processNodesApi.createNode({ ...values, tags: [] } as never);
      form.resetFields();
      onSaved(node);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('processNodes.form.createTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: keyword, typeCode: 'quantitative' }}>
        <Form.Item name="name" label={t('processNodes.form.name')} rules={[{ required: true, max: 20 }]}>
          <Input maxLength={20} data-testid="quick-node-name" />
        </Form.Item>
        <Form.Item name="typeCode" label={t('processNodes.form.type')} rules={[{ required: true }]}>
          <Select options={NODE_TYPES.map((type) => ({ value: type.code, label: type[lang] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
