import {
  MATERIAL_FIELD_DOCUMENTS,
  MATERIAL_FIELD_GROUPS,
  materialFieldCatalogue,
  materialFieldDocumentNames,
  materialFieldGroupNames,
  PurchasePermission,
  shownMaterialFields,
  type MaterialFieldDocument,
} from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Checkbox, Space, Spin, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldConfigApi, fieldConfigQueryKey } from '../../../shared/field-config';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import '../locales/register';

type Lang = 'zh' | 'en';

/** One document's fields in groups, each with 全选; fixed fields ticked and locked. */
function DocumentFields({ document, lang }: { document: MaterialFieldDocument; lang: Lang }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: fieldConfigQueryKey(document), queryFn: () => fieldConfigApi.view(document) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setChosen(data.fieldConfigList);
  }, [data]);
  const catalogue = materialFieldCatalogue[document];
  if (isLoading) return <Spin />;
  const toggle = (codes: string[], on: boolean) =>
    setChosen((c) => (on ? [...new Set([...c, ...codes])] : c.filter((x) => !codes.includes(x))));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {data && !data.configured && <Tag>{t('purchasing.fieldConfig.notConfigured')}</Tag>}
      {MATERIAL_FIELD_GROUPS.map((group) => {
        const fields = catalogue.filter((d) => d.group === group);
        if (fields.length === 0) return null;
        const optional = fields.filter((d) => !d.fixed).map((d) => d.code);
        const all = optional.every((c) => chosen.includes(c));
        const some = optional.some((c) => chosen.includes(c));
        return (
          <Card
            key={group}
            size="small"
            title={materialFieldGroupNames[group][lang]}
            extra={
              optional.length > 0 && (
                <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => toggle(optional, e.target.checked)}>
                  {t('purchasing.fieldConfig.selectAll')}
                </Checkbox>
              )
            }
          >
            <Space wrap size={[24, 8]}>
              {fields.map((d) => (
                <Checkbox
                  key={d.code}
                  checked={d.fixed || chosen.includes(d.code)}
                  disabled={d.fixed}
                  onChange={(e) => toggle([d.code], e.target.checked)}
                  data-testid={`field-${d.code}`}
                >
                  {d[lang]}
                </Checkbox>
              ))}
            </Space>
          </Card>
        );
      })}
      <Space>
        <GuardedButton onClick={() => setChosen(shownMaterialFields(document, null))}>
          {t('purchasing.fieldConfig.restore')}
        </GuardedButton>
        <GuardedButton
          type="primary"
          loading={busy}
          permission={PurchasePermission.fieldConfigUpdate}
          onClick={async () => {
            setBusy(true);
            try {
              const saved = await fieldConfigApi.save(document, chosen);
              queryClient.setQueryData(fieldConfigQueryKey(document), saved);
            } finally {
              setBusy(false);
            }
          }}
          data-testid="field-config-save"
        >
          {t('purchasing.fieldConfig.save')}
        </GuardedButton>
      </Space>
    </Space>
  );
}

/** 字段配置 (/marterielConfig): the factory's fields of purchase, arrival, delivery and return documents. */
export function MaterialFieldConfigPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <div className="list-page">
      <PageHeader title={t('purchasing.fieldConfig.title')} back={false} />
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('purchasing.fieldConfig.hint')} />
      <Tabs
        items={MATERIAL_FIELD_DOCUMENTS.map((document) => ({
          key: document,
          label: materialFieldDocumentNames[document][lang],
          children: <DocumentFields document={document} lang={lang} />,
        }))}
      />
    </div>
  );
}
