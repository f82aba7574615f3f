import { PlusOutlined } from '@ant-design/icons';
import { BomPermission, type BomTemplateListRow } from '@gf/contracts';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, useListState, type ListColumn } from '../../../shared/list-page';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { bomTemplateApi } from '../api/bom-template-api';
import { BomTemplateDrawer } from '../components/BomTemplateDrawer';
import '../locales/register';

const listKey = 'bom-template';

/** BOM模板 (/bomTemplate): the factory's BOM templates; 新建, 编辑, 删除, 从Excel导入 (dry run first), 导出. */
export function BomTemplatePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useListRefresh(listKey);
  const [listState] = useListState();
  const [editing, setEditing] = useState<{ template: BomTemplateListRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const f = (k: string) => t(`bom.template.${k}`);

  const columns: ListColumn<BomTemplateListRow>[] = [
    {
      key: 'name',
      title: f('name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <GuardedLink permission={BomPermission.update} onClick={() => setEditing({ template: row })}>
          {name}
        </GuardedLink>
      ),
    },
    { key: 'rowCount', title: f('rowCount'), dataIndex: 'rowCount', width: 100 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark' },
    { key: 'createdByName', title: f('createdBy'), dataIndex: 'createdByName', width: 120 },
    { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 140,
      render: (_: unknown, row) => (
        <Space size={8}>
          <GuardedLink permission={BomPermission.update} onClick={() => setEditing({ template: row })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink
            permission={BomPermission.delete}
            danger
            onClick={() =>
              modal.confirm({
                title: t('bom.template.deleteConfirm', { name: row.name }),
                okButtonProps: { danger: true },
                okText: t('common.delete'),
                cancelText: t('common.cancel'),
                onOk: async () => {
                  await bomTemplateApi.remove(row.id);
                  void refresh();
                },
              })
            }
            data-testid="bom-template-delete"
          >
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<BomTemplateListRow>
        listKey={listKey}
        title={f('title')}
        searchPlaceholder={f('search')}
        columns={columns}
        rowKey="id"
        fetchPage={(q) => bomTemplateApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
        extra={
          <Space>
            <GuardedButton permission={BomPermission.add} onClick={() => setImporting(true)}>
              {t('capabilities.excel.import')}
            </GuardedButton>
            <ExportButton
              path={bomTemplateApi.exportPath}
              permission={BomPermission.list}
              body={() => ({ keyword: listState.keyword || undefined })}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={BomPermission.add}
              onClick={() => setEditing({ template: null })}
              data-testid="bom-template-create"
            >
              {f('create')}
            </GuardedButton>
          </Space>
        }
      />
      <BomTemplateDrawer
        open={Boolean(editing)}
        template={editing?.template ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
      <ImportDialog
        open={importing}
        what={f('importWhat')}
        base={bomTemplateApi.importBase}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
