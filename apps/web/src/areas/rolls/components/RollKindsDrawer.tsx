import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Drawer, Button, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { rollApi } from '../api/rolls-api';
import '../locales/register';

/** configRollKinds: tick the material kinds whose materials are tracked by roll. */
export function RollKindsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['rolls', 'kinds'], queryFn: rollApi.kinds, enabled: open, staleTime: 0 });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setChosen(query.data.kindIds);
  }, [query.data]);

  const save = async () => {
    setSaving(true);
    try {
      await rollApi.saveKinds(chosen);
      await query.refetch();
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
      title={t('rolls.kinds.title')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <GuardedButton type="primary" permission="fac.materialRoll.config" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </GuardedButton>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('rolls.kinds.hint')} style={{ marginBottom: 16 }} />
      {query.isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={chosen}
          onChange={(v) => setChosen(v as string[])}
          options={(query.data?.list ?? []).map((k) => ({ value: k.id, label: `${k.no} ${k.name}` }))}
        />
      )}
    </Drawer>
  );
}
