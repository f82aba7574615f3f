import type { LibraryLevel, SkuAttrType } from '@gf/contracts';
import { Card, Segmented, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ColorGroupPanel } from '../components/ColorGroupPanel';
import { SkuAttrList } from '../components/SkuAttrList';
import { usePageTitle } from '../../../shared/page';
import { patchedSearch } from '../../../shared/routing/search-patch';
import '../locales/register';

const tabs = ['COLOR', 'SIZE', 'STANDARD', 'OTHER'] as const;
type Tab = (typeof tabs)[number];
const slots: SkuAttrType[] = ['SKU_ATTR1', 'SKU_ATTR2', 'SKU_ATTR3'];

/**
 * 规格属性库: colours by colour group, sizes, standard lengths (内长) and the free SKU attributes. The factory's page
 * (/home/setting/selfFacSetting) shows the company's values first, read-only, then its own; the company's page
 * (/publicSet, 多厂通用设置) edits the company's library every factory reads.
 */
export function SpecLibraryPage({ level = 'FACTORY' }: { level?: LibraryLevel }) {
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
            level={level}
            value={group}
            onChange={(id) => {
              setGroup(id);
              go({});
            }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <SkuAttrList type="COLOR" level={level} title={t('attributes.library.tabColor')} categoryId={group || undefined} />
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
          <SkuAttrList key={slot} type={slot} level={level} title={t(`attributes.library.slot${slots.indexOf(slot) + 1}`)} />
        </>
      );
    return (
      <SkuAttrList
        key={key}
        type={key}
        level={level}
        title={t(key === 'SIZE' ? 'attributes.library.tabSize' : 'attributes.library.tabStandard')}
      />
    );
  };

  return (
    <Card variant="borderless" title={level === 'COMPANY' ? t('attributes.company.title') : undefined}>
      {level === 'COMPANY' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t('attributes.company.hint')}
        </Typography.Paragraph>
      )}
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
              OTHER: level === 'COMPANY' ? 'attributes.company.tabAttributes' : 'attributes.library.tabOther',
            }[key],
          ),
          children: body(key),
        }))}
      />
      <PageTitle
        key={`${tab}-${slot}`}
        title={t(level === 'COMPANY' ? 'attributes.company.title' : 'attributes.menu.specLibrary')}
      />
    </Card>
  );
}

/**
 * Names the tab after the page, not after the list on screen (颜色, 尺码 ...): placed after the tabs and remounted with
 * them, its effect runs after the list's own.
 */
function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** 多厂通用设置 (/publicSet): the company's spec and attribute library, read by every factory of the company. */
export function CompanySpecLibraryPage() {
  return <SpecLibraryPage level="COMPANY" />;
}
