import { PlusOutlined } from '@ant-design/icons';
import type { MaterialSpecRow } from '@gf/contracts';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useListRefresh, type ListColumn } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { specsApi } from '../api/materials-api';
import { SpecDrawer } from '../components/SpecDrawer';

const listKey = 'material-spec';

/** 物料规格 (/materialSpecs): specification numbers and descriptions, shown "no-remark". */
export function MaterialSpecPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useListRefresh(listKey);
  const [editing, setEditing] = useState<{ spec: MaterialSpecRow | null } | null>(null);

  const columns: ListColumn<MaterialSpecRow>[] = [
    { key: 'no', title: t('materials.specs.no'), dataIndex: 'no' },
    { key: 'remark', title: t('materials.specs.remark'), dataIndex: 'remark' },
    { key: 'noName', title: t('materials.specs.noName'), dataIndex: 'noName' },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      render: (_: unknown, spec) => (
        <Space size={0}>
          <GuardedButton type="link" size="small" permission="fac.materials.update" onClick={() => setEditing({ spec })}>
            {t('common.edit')}
          </GuardedButton>
          <GuardedButton
            type="link"
            size="small"
            danger
            permission="fac.materials.delete"
            onClick={() =>
              modal.confirm({
                title: t('materials.specs.deleteConfirm', { name: spec.noName }),
                okButtonProps: { danger: true },
                okText: t('common.delete'),
                cancelText: t('common.cancel'),
                onOk: async () => {
                  await specsApi.remove(spec.id);
                  void refresh();
                },
              })
            }
          >
            {t('common.delete')}
          </GuardedButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<MaterialSpecRow>
        listKey={listKey}
        title={t('materials.specs.title')}
        searchPlaceholder={t('materials.specs.search')}
        columns={columns}
        fetchPage={(q) => specsApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="fac.materials.update"
            onClick={() => setEditing({ spec: null })}
          >
            {t('materials.specs.create')}
          </GuardedButton>
        }
      />
      <SpecDrawer open={Boolean(editing)} spec={editing?.spec} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
    </>
  );
}
