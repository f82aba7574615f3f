import { useQuery } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { allocateApi, receivingStorehouseLoader } from '../api/allocate-api';
import '../locales/register';

/** 一手调入 configuration: the receiving storehouses whose transfers are received in full when the out is reviewed. */
export function AutoReceiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: ['allocate-auto-receive'], queryFn: allocateApi.autoReceive, enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen((current.data ?? []).map((s) => s.storehouseId)), [current.data]);
  return (
    <Modal
      open={open}
      title={t('allocate.config.title')}
      onCancel={onClose}
      confirmLoading={saving}
      onOk={async () => {
        setSaving(true);
        try {
          await allocateApi.setAutoReceive(chosen);
          onClose();
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('allocate.config.hint')}</Typography.Paragraph>
      <Typography.Text>{t('allocate.config.storehouses')}</Typography.Text>
      <SearchSelect
        value={chosen}
        onChange={(v) => setChosen((Array.isArray(v) ? v : v ? [v] : []).map(String))}
        loader={receivingStorehouseLoader}
        initialOptions={(current.data ?? []).map((s) => ({ value: s.storehouseId, label: s.storehouseName }))}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
