import { PlusOutlined } from '@ant-design/icons';
import { attributesPermissions as perm, type SizeTableRow } from '@gf/contracts';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, useRowConfirm, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { sizeTableTemplateApi } from '../api/attributes-api';
import { SizeTableTemplateDrawer } from '../components/SizeTableTemplateDrawer';
import '../locales/register';

const listKey = 'size-table-template';

function fetchTemplates(query: ListQuery) {
  return sizeTableTemplateApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined });
}

/** 尺寸表模板 (/sizeTableTemplate): measurement chart templates, edited in a grid of points × sizes. */
export function SizeTableTemplatePage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [drawer, setDrawer] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });

  const remove = (row: SizeTableRow) =>
    confirm({
      permission: perm.sizeTableEdit,
      title: t('common.delete'),
      content: t('attributes.sizeTable.deleteConfirm', { name: row.name }),
      isDelete: true,
      run: () => sizeTableTemplateApi.remove(row.id),
    });

  const columns: ListColumn<SizeTableRow>[] = [
    { key: 'name', title: t('attributes.sizeTable.name'), dataIndex: 'name', locked: true },
    { key: 'category', title: t('attributes.sizeTable.sizeCategory'), dataIndex: 'category' },
    { key: 'pointCount', title: t('attributes.sizeTable.points'), dataIndex: 'pointCount', width: 90 },
    { key: 'remark', title: t('attributes.sizeTable.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'updatedAt',
      title: t('attributes.sizeTable.updatedAt'),
      dataIndex: 'updatedAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission={perm.sizeTableEdit} onClick={() => setDrawer({ open: true, id: row.id })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink danger onClick={() => remove(row)}>
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<SizeTableRow>
        listKey={listKey}
        title={t('attributes.sizeTable.title')}
        searchPlaceholder={t('attributes.sizeTable.searchPlaceholder')}
        columns={columns}
        fetchPage={fetchTemplates}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission={perm.sizeTableEdit}
            onClick={() => setDrawer({ open: true, id: null })}
          >
            {t('attributes.sizeTable.create')}
          </GuardedButton>
        }
      />
      <SizeTableTemplateDrawer
        open={drawer.open}
        id={drawer.id}
        onClose={() => setDrawer({ open: false, id: null })}
        onSaved={() => void refresh()}
      />
    </>
  );
}
