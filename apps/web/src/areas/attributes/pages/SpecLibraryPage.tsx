import type { SkuAttrType } from '@gf/contracts';
import { Card, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ColorGroupPanel } from '../components/ColorGroupPanel';
import { SkuAttrList } from '../components/SkuAttrList';
import { patchedSearch } from '../../../shared/routing/search-patch';

const tabs = ['COLOR', 'SIZE', 'STANDARD', 'OTHER'] as const;
type Tab = (typeof tabs)[number];
const slots: SkuAttrType[] = ['SKU_ATTR1', 'SKU_ATTR2', 'SKU_ATTR3'];

/** 规格属性库: colours by colour group, sizes, standard lengths (内长) and the free SKU attributes. */
export function SpecLibraryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === search.get('tab')) ?? 'COLOR';
  const [group, setGroup] = useState('');
  const [slot, setSlot] = useState<SkuAttrType>('SKU_ATTR1');

  // Each tab's list keeps its page and keyword in the URL; a new tab or group starts from page 1.
  const go = (patch: Record<string, string>) =>
    setSearch(patchedSearch(window.location.search, { page: null, kw: null, f: null, ...patch }), { replace: true });

  const body = (key: Tab) => {
    if (key !== tab) return null;
    if (key === 'COLOR')
      return (
        <div style={{ display: 'flex', gap: 16 }}>
          <ColorGroupPanel
            value={group}
            onChange={(id) => {
              setGroup(id);
              go({});
            }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <SkuAttrList type="COLOR" title={t('attributes.library.tabColor')} categoryId={group || undefined} />
          </div>
        </div>
      );
    if (key === 'OTHER')
      return (
        <>
          <Segmented
            value={slot}
            onChange={(v) => {
              setSlot(v as SkuAttrType);
              go({});
            }}
            options={slots.map((s, i) => ({ value: s, label: t(`attributes.library.slot${i + 1}`) }))}
            style={{ marginBottom: 12 }}
          />
          <SkuAttrList key={slot} type={slot} title={t(`attributes.library.slot${slots.indexOf(slot) + 1}`)} />
        </>
      );
    return (
      <SkuAttrList
        key={key}
        type={key}
        title={t(key === 'SIZE' ? 'attributes.library.tabSize' : 'attributes.library.tabStandard')}
      />
    );
  };

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key })}
        items={tabs.map((key) => ({
          key,
          label: t(
            {
              COLOR: 'attributes.library.tabColor',
              SIZE: 'attributes.library.tabSize',
              STANDARD: 'attributes.library.tabStandard',
              OTHER: 'attributes.library.tabOther',
            }[key],
          ),
          children: body(key),
        }))}
      />
    </Card>
  );
}
