import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionLoader } from '../../../shared/search-select';
import { usePermission } from '../../../shared/session/permission';
import { outsideFactoryApi, type TagKind } from '../api/outside-factory-api';
import '../locales/register';

export const tagQueryKey = (kind: TagKind) => ['outside-factory-tags', kind] as const;

/** A loader over the unit's ratings or brands, filtered by the typed text (for the list filters). */
export function tagLoader(kind: TagKind): OptionLoader {
  return async (keyword) => {
    try {
      const tags = await outsideFactoryApi.tags(kind);
      return tags.filter((tag) => !keyword || tag.name.includes(keyword)).map((tag) => ({ value: tag.id, label: tag.name }));
    } catch {
      return [];
    }
  };
}

/** Multi-select of ratings (厂商评级) or brands (品牌), with "add" at the bottom of the list. */
export function TagSelect({
  kind,
  value,
  onChange,
  id,
}: {
  kind: TagKind;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAdd = usePermission('fac.outFac.settings');
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  const tags = useQuery({ queryKey: tagQueryKey(kind), queryFn: () => outsideFactoryApi.tags(kind) });

  const add = async () => {
    const name = typed.trim();
    if (!name) return;
    setAdding(true);
    try {
      const created = await outsideFactoryApi.addTag(kind, name);
      await queryClient.invalidateQueries({ queryKey: tagQueryKey(kind) });
      onChange?.([...(value ?? []), created.id]);
      setTyped('');
    } catch {
      // shown by the api client
    } finally {
      setAdding(false);
    }
  };

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      loading={tags.isLoading}
      optionFilterProp="label"
      placeholder={t('partners.outsideFactory.selectPlaceholder')}
      options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      popupRender={(menu) => (
        <>
          {menu}
          {canAdd && (
            <>
              <Divider style={{ margin: '6px 0' }} />
              <Space style={{ padding: '0 8px 4px' }}>
                <Input
                  size="small"
                  maxLength={20}
                  value={typed}
                  placeholder={t(kind === 'rate' ? 'partners.outsideFactory.newRate' : 'partners.outsideFactory.newBrand')}
                  onChange={(e) => setTyped(e.target.value)}
                  onKeyDown={(e) => e.stopPropagation()}
                />
                <Button size="small" type="text" icon={<PlusOutlined />} loading={adding} onClick={() => void add()}>
                  {t('partners.outsideFactory.addTag')}
                </Button>
              </Space>
            </>
          )}
        </>
      )}
    />
  );
}
