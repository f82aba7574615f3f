import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bomApi, bomKeys } from '../api/bom-api';
import '../locales/register';

/** The factory's BOM字段配置 as a lookup: a column shows when configured (all while the answer is on its way). */
export function useBomColumns(): (key: string) => boolean {
  const config = useQuery({ queryKey: bomKeys.config, queryFn: bomApi.config, staleTime: 60_000 });
  const configs = config.data?.configs;
  return (key) => !configs || configs.includes(key) || Boolean(config.data?.fields.find((f) => f.key === key)?.isRequired);
}

const withRequired = (configs: string[], fields: { key: string; isRequired: boolean }[]) => [
  ...new Set([...configs, ...fields.filter((f) => f.isRequired).map((f) => f.key)]),
];

export interface BomConfigDialogProps {
  open: boolean;
  onClose: () => void;
}

/** BOM字段配置: which optional columns every goods BOM of the factory shows; required ones stay ticked. */
export function BomConfigDialog({ open, onClose }: BomConfigDialogProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const config = useQuery({ queryKey: bomKeys.config, queryFn: bomApi.config, enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open && config.data) setChosen(withRequired(config.data.configs, config.data.fields));
  }, [open, config.data]);
  const fields = config.data?.fields ?? [];

  const save = async () => {
    setSaving(true);
    try {
      const saved = await bomApi.saveConfig(chosen);
      qc.setQueryData(bomKeys.config, saved);
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('bom.config.title')}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button
            onClick={async () => {
              const defaults = await bomApi.defaultConfig().catch(() => null);
              if (defaults) setChosen(withRequired(defaults.configs, fields));
            }}
          >
            {t('bom.config.restore')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="bom-config-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('bom.config.hint')}</Typography.Paragraph>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} style={{ width: '100%' }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
          {fields.map((field) => (
            <Checkbox key={field.key} value={field.key} disabled={field.isRequired}>
              {field.name}
              {field.isRequired && (
                <Tag style={{ marginInlineStart: 6 }} color="default">
                  {t('bom.config.required')}
                </Tag>
              )}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
    </Modal>
  );
}
