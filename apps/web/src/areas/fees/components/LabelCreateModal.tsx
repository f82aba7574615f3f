import type { FeeLabel } from '@gf/contracts';
import { App, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateFormProps } from '../../../shared/search-select';
import { feesApi } from '../api/fees-api';
import '../locales/register';

/** 新建标签 from inside the label select (finance/attr/create): the saved label becomes the select's choice. */
export function LabelCreateModal({ open, keyword, onClose, onSaved }: CreateFormProps<FeeLabel>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState(keyword);
  const [saving, setSaving] = useState(false);
  useEffect(() => setName(keyword), [keyword, open]);
  const save = async () => {
    setSaving(true);
    try {
      const label = await feesApi.createLabel(name.trim());
      void message.success(t('fees.form.labelAdded'));
      onSaved(label);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('fees.form.newLabel')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Input value={name} maxLength={30} autoFocus onChange={(e) => setName(e.target.value)} data-testid="fee-label-name" />
    </Modal>
  );
}
