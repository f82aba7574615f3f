import { attributesPermissions as perm, type CodeRatioRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkPermission } from '../../../shared/session/permission';
import { attributeQueryKeys, codeRatioApi } from '../api/attributes-api';
import { AttributeTableCard } from '../components/AttributeTableCard';
import { CodeRatioDrawer } from '../components/CodeRatioDrawer';
import '../locales/register';

/** 尺码配比 (/sizeConfig): code ratios of size categories, the on/off switch, add / edit with a live preview. */
export function CodeRatioPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: attributeQueryKeys.codeRatioInfo, queryFn: codeRatioApi.info });

  const toggle = async (enabled: boolean) => {
    if (!checkPermission(perm.codeRatioEdit)) return;
    await codeRatioApi.setEnabled(enabled);
    await queryClient.invalidateQueries({ queryKey: attributeQueryKeys.codeRatioInfo });
  };

  return (
    <AttributeTableCard<CodeRatioRow>
      title={t('attributes.codeRatio.title')}
      createLabel={t('attributes.codeRatio.create')}
      permission={perm.codeRatioEdit}
      queryKey={attributeQueryKeys.codeRatios}
      load={codeRatioApi.list}
      deleteConfirm={(row) => t('attributes.codeRatio.deleteConfirm', { name: row.name })}
      remove={(row) => codeRatioApi.remove(row.id)}
      extra={
        <>
          <span>{t('attributes.codeRatio.enabled')}</span>
          <Switch checked={info.data?.enabled ?? false} loading={info.isLoading} onChange={(v) => void toggle(v)} />
        </>
      }
      columns={[
        { key: 'name', title: t('attributes.codeRatio.name'), dataIndex: 'name', width: 200 },
        { key: 'category', title: t('attributes.codeRatio.sizeCategory'), dataIndex: 'category', width: 160 },
        {
          key: 'ratio',
          title: t('attributes.codeRatio.ratio'),
          render: (_: unknown, row) => row.sizeCodeRatioCateList.map((i) => `${i.sizeName}:${i.ratio}`).join('  '),
        },
        { key: 'total', title: t('attributes.codeRatio.total'), dataIndex: 'total', width: 90 },
      ]}
      drawer={(props) => <CodeRatioDrawer {...props} />}
    />
  );
}
