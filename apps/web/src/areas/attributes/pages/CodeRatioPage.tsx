import { PlusOutlined } from '@ant-design/icons';
import { attributesPermissions as perm, type CodeRatioRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { attributeQueryKeys, codeRatioApi } from '../api/attributes-api';
import { CodeRatioDrawer } from '../components/CodeRatioDrawer';

/** 尺码配比 (/sizeConfig): code ratios of size categories, the on/off switch, add / edit with a live preview. */
export function CodeRatioPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: attributeQueryKeys.codeRatios, queryFn: codeRatioApi.list, staleTime: 0 });
  const info = useQuery({ queryKey: attributeQueryKeys.codeRatioInfo, queryFn: codeRatioApi.info });
  const [drawer, setDrawer] = useState<{ open: boolean; row: CodeRatioRow | null }>({ open: false, row: null });
  const reload = () => queryClient.invalidateQueries({ queryKey: attributeQueryKeys.codeRatios });

  const toggle = async (enabled: boolean) => {
    if (!checkPermission(perm.codeRatioEdit)) return;
    await codeRatioApi.setEnabled(enabled);
    await queryClient.invalidateQueries({ queryKey: attributeQueryKeys.codeRatioInfo });
  };

  const remove = (row: CodeRatioRow) => {
    if (!checkPermission(perm.codeRatioEdit)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('attributes.codeRatio.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await codeRatioApi.remove(row.id);
        await reload();
      },
    });
  };

  return (
    <Card variant="borderless">
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('attributes.codeRatio.title')}
        </Typography.Title>
        <Space>
          <span>{t('attributes.codeRatio.enabled')}</span>
          <Switch checked={info.data?.enabled ?? false} loading={info.isLoading} onChange={(v) => void toggle(v)} />
          <GuardedButton type="primary" icon={<PlusOutlined />} permission={perm.codeRatioEdit} onClick={() => setDrawer({ open: true, row: null })}>
            {t('attributes.codeRatio.create')}
          </GuardedButton>
        </Space>
      </div>
      <Table<CodeRatioRow>
        size="middle"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('attributes.codeRatio.name'), dataIndex: 'name', width: 200 },
          { key: 'category', title: t('attributes.codeRatio.sizeCategory'), dataIndex: 'category', width: 160 },
          {
            key: 'ratio',
            title: t('attributes.codeRatio.ratio'),
            render: (_: unknown, row) => row.sizeCodeRatioCateList.map((i) => `${i.sizeName}:${i.ratio}`).join('  '),
          },
          { key: 'total', title: t('attributes.codeRatio.total'), dataIndex: 'total', width: 90 },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 140,
            render: (_: unknown, row) => (
              <Space size="middle">
                <GuardedLink permission={perm.codeRatioEdit} onClick={() => setDrawer({ open: true, row })}>
                  {t('common.edit')}
                </GuardedLink>
                <GuardedLink danger onClick={() => remove(row)}>
                  {t('common.delete')}
                </GuardedLink>
              </Space>
            ),
          },
        ]}
      />
      <CodeRatioDrawer open={drawer.open} row={drawer.row} onClose={() => setDrawer({ open: false, row: null })} onSaved={() => void reload()} />
    </Card>
  );
}
