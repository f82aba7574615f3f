import { employeeKinds, type EmployeeKind, type EmployeeRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { useSession } from '../../../shared/session/session';
import { companyWorkbayApi, employeeApi } from '../api/employees-api';
import { EmployeeFactoriesModal } from '../components/EmployeeFactoriesModal';
import '../locales/register';

const listKey = 'companyEmployees';

function fetchEmployees(query: ListQuery) {
  const { facIds, kind } = query.filters;
  return employeeApi.page({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    keyword: query.keyword || undefined,
    facIds: Array.isArray(facIds) && facIds.length ? facIds.map(String) : undefined,
    kind: employeeKinds.find((k) => k === kind),
  });
}

/** 员工管理 (/workerMangement): the company's staff and workbay accounts with their linked factories. */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const refresh = useListRefresh(listKey);
  const [linking, setLinking] = useState<EmployeeRow | null>(null);
  // The factories the user may enter, asked afresh (a factory added since sign-in is among them).
  const options = useQuery({ queryKey: ['employees', 'factoryOptions'], queryFn: companyWorkbayApi.factoryOptions });
  const factories = options.data ?? [];

  const kindText = (kind: EmployeeKind) => t(`employees.employee.${kind}`);
  const filters: FilterField[] = [
    {
      name: 'facIds',
      label: t('employees.employee.factoryFilter'),
      type: 'select',
      options: factories.map((f) => ({ value: f.facId, label: f.facName })),
    },
    {
      name: 'kind',
      label: t('employees.employee.kindFilter'),
      type: 'select',
      single: true,
      options: employeeKinds.map((k) => ({ value: k, label: kindText(k) })),
    },
  ];

  const columns: ListColumn<EmployeeRow>[] = [
    { key: 'name', title: t('employees.employee.name'), dataIndex: 'userName', locked: true },
    {
      key: 'loginName',
      title: t('employees.employee.loginName'),
      // A workbay signs in as BOSSCODE-number.
      render: (_: unknown, row) =>
        row.kind === 'WORKBAY' ? `${session?.userInfo.bossCode ?? ''}-${row.loginName}` : row.loginName,
    },
    { key: 'phone', title: t('employees.employee.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '-' },
    {
      key: 'kind',
      title: t('employees.employee.kind'),
      render: (_: unknown, row) => <Tag color={row.kind === 'WORKBAY' ? 'blue' : 'purple'}>{kindText(row.kind)}</Tag>,
    },
    {
      key: 'factories',
      title: t('employees.employee.factories'),
      render: (_: unknown, row) =>
        row.factories.length ? row.factories.map((f) => <Tag key={f.facId}>{f.facName}</Tag>) : t('employees.employee.none'),
    },
    {
      key: 'status',
      title: t('employees.employee.status'),
      render: (_: unknown, row) =>
        row.isEnabled ? (
          <Tag color="green">{t('employees.employee.enabled')}</Tag>
        ) : (
          <Tag color="red">{t('employees.employee.disabled')}</Tag>
        ),
    },
    { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <GuardedLink
          permission="company.employee.link"
          onClick={() => setLinking(row)}
          data-testid={`employee-link-${row.userId}`}
        >
          {t('employees.employee.link')}
        </GuardedLink>
      ),
    },
  ];

  return (
    <>
      <ListPage<EmployeeRow>
        listKey={listKey}
        title={t('employees.employee.title')}
        searchPlaceholder={t('employees.employee.searchPlaceholder')}
        columns={columns}
        filters={filters}
        fetchPage={fetchEmployees}
        rowKey="userId"
      />
      <EmployeeFactoriesModal
        employee={linking}
        factories={factories}
        onClose={() => setLinking(null)}
        onSaved={() => void refresh()}
      />
    </>
  );
}
