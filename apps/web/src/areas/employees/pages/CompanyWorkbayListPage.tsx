import { PlusOutlined } from '@ant-design/icons';
import type { CompanyWorkbayRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { companyWorkbayApi } from '../api/employees-api';
import { CompanyWorkbayDrawer } from '../components/CompanyWorkbayDrawer';
import '../locales/register';

const listKey = 'companyWorkbay';

const ids = (value: unknown) => (Array.isArray(value) && value.length ? value.map(String) : undefined);

/** 工位管理 (/workermanager): the workbays of every factory the user may enter, with roles and groups per factory. */
export function CompanyWorkbayListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useListRefresh(listKey);
  const [drawer, setDrawer] = useState<{ open: boolean; workbay: CompanyWorkbayRow | null }>({ open: false, workbay: null });
  // The last page's answer tells whether the company's workbay quota leaves room for another.
  const [canCreate, setCanCreate] = useState(true);
  const options = useQuery({ queryKey: ['employees', 'factoryOptions'], queryFn: companyWorkbayApi.factoryOptions });

  const fetchPage = async (query: ListQuery) => {
    const page = await companyWorkbayApi.page({
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      facIds: ids(query.filters.facIds),
      groupIds: ids(query.filters.groupIds),
    });
    setCanCreate(page.canCreate);
    return page;
  };

  const toggleBan = (row: CompanyWorkbayRow) => {
    if (!checkPermission('fac.workbay.ban')) return;
    const run = async () => {
      await companyWorkbayApi.ban(row.id, row.isEnabled);
      message.success(t('common.operationSuccess'));
      await refresh();
    };
    if (!row.isEnabled) return void run();
    modal.confirm({
      title: t('employees.workbay.ban'),
      content: t('employees.workbay.banConfirm', { name: row.userName }),
      okButtonProps: { danger: true },
      okText: t('employees.workbay.ban'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };

  const create = () => {
    if (!canCreate) return void message.warning(t('employees.workbay.quotaReached'));
    setDrawer({ open: true, workbay: null });
  };

  const factories = options.data ?? [];
  const filters: FilterField[] = [
    {
      name: 'facIds',
      label: t('employees.workbay.factoryFilter'),
      type: 'select',
      options: factories.map((f) => ({ value: f.facId, label: f.facName })),
    },
    {
      name: 'groupIds',
      label: t('employees.workbay.groupFilter'),
      type: 'select',
      options: factories.flatMap((f) => f.groups.map((g) => ({ value: g.id, label: `${f.facName} / ${g.path}` }))),
    },
  ];

  const perFactory = (row: CompanyWorkbayRow, pick: 'roles' | 'groups') =>
    row.facInfos
      .filter((f) => f[pick].length)
      .map((f) => (
        <div key={f.facId}>
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>{f.facName}：</span>
          {f[pick].map((x) => x.name).join('、')}
        </div>
      ));

  const columns: ListColumn<CompanyWorkbayRow>[] = [
    { key: 'name', title: t('employees.workbay.name'), dataIndex: 'userName', locked: true },
    { key: 'no', title: t('employees.workbay.no'), dataIndex: 'loginName' },
    {
      key: 'factories',
      title: t('employees.workbay.factories'),
      render: (_: unknown, row) => row.facInfos.map((f) => <Tag key={f.facId}>{f.facName}</Tag>),
    },
    { key: 'roles', title: t('employees.workbay.roles'), render: (_: unknown, row) => perFactory(row, 'roles') },
    { key: 'groups', title: t('employees.workbay.groups'), render: (_: unknown, row) => perFactory(row, 'groups') },
    {
      key: 'status',
      title: t('employees.workbay.status'),
      render: (_: unknown, row) =>
        row.isEnabled ? (
          <Tag color="green">{t('employees.workbay.enabled')}</Tag>
        ) : (
          <Tag color="red">{t('employees.workbay.banned')}</Tag>
        ),
    },
    {
      key: 'createdAt',
      title: t('employees.workbay.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission="company.employee.workbay.update" onClick={() => setDrawer({ open: true, workbay: row })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink danger={row.isEnabled} onClick={() => toggleBan(row)}>
            {row.isEnabled ? t('employees.workbay.ban') : t('employees.workbay.unban')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<CompanyWorkbayRow>
        listKey={listKey}
        title={t('employees.workbay.title')}
        searchPlaceholder={t('employees.workbay.searchPlaceholder')}
        columns={columns}
        filters={filters}
        fetchPage={fetchPage}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="company.employee.workbay.add"
            data-testid="company-workbay-create"
            onClick={create}
          >
            {t('employees.workbay.create')}
          </GuardedButton>
        }
      />
      <CompanyWorkbayDrawer
        open={drawer.open}
        workbay={drawer.workbay}
        onClose={() => setDrawer({ open: false, workbay: null })}
        onSaved={() => void refresh()}
      />
    </>
  );
}
