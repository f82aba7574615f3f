import { PlusOutlined } from '@ant-design/icons';
import type { RoleRow } from '@gf/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useRowConfirm, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { roleApi } from '../api/roles-api';
import '../locales/register';

const listKey = 'role';

function fetchRoles(query: ListQuery) {
  return roleApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined });
}

/** 角色权限 (/roleManage): list, enable/disable, delete, each with a confirm dialog. */
export function RoleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useRowConfirm(listKey);

  const setValid = (row: RoleRow, isValid: boolean) =>
    confirm({
      permission: 'fac.role.valid',
      title: isValid ? t('roles.role.enableTitle') : t('roles.role.disableTitle'),
      content: isValid
        ? t('roles.role.enableConfirm', { name: row.roleName })
        : t('roles.role.disableConfirm', { name: row.roleName }),
      run: () => roleApi.setValid(row.id, isValid),
      successMessage: t('roles.role.statusChanged'),
    });

  const remove = (row: RoleRow) =>
    confirm({
      permission: 'fac.role.delete',
      title: t('roles.role.deleteTitle'),
      content: t('roles.role.deleteConfirm', { name: row.roleName }),
      isDelete: true,
      run: () => roleApi.remove(row.id),
      successMessage: t('roles.role.deleted'),
    });

  const columns: ListColumn<RoleRow>[] = [
    {
      key: 'roleName',
      title: t('roles.role.roleName'),
      dataIndex: 'roleName',
      locked: true,
      render: (v: string, row) => (
        <Space>
          <a onClick={() => navigate(`/roleInfo?id=${row.id}&mode=view`)}>{v}</a>
          {row.isSystem && <Tag>{t('roles.role.system')}</Tag>}
        </Space>
      ),
    },
    { key: 'remark', title: t('roles.role.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'memberCount', title: t('roles.role.memberCount'), dataIndex: 'memberCount', align: 'right' },
    {
      key: 'status',
      title: t('roles.role.status'),
      dataIndex: 'isValid',
      render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{v ? t('roles.role.valid') : t('roles.role.invalid')}</Tag>,
    },
    { key: 'createdAt', title: t('roles.role.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <a onClick={() => navigate(`/roleInfo?id=${row.id}&mode=view`)}>{t('common.view')}</a>
          <GuardedLink permission="fac.role.update" onClick={() => navigate(`/roleInfo?id=${row.id}&mode=edit`)}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink onClick={() => setValid(row, !row.isValid)}>
            {row.isValid ? t('roles.role.invalid') : t('roles.role.valid')}
          </GuardedLink>
          <GuardedLink danger disabled={row.isSystem} onClick={() => remove(row)}>
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<RoleRow>
      listKey={listKey}
      title={t('roles.role.listTitle')}
      searchPlaceholder={t('roles.role.searchPlaceholder')}
      columns={columns}
      fetchPage={fetchRoles}
      rowKey="id"
      extra={
        <GuardedButton
          type="primary"
          icon={<PlusOutlined />}
          permission="fac.role.add"
          onClick={() => navigate('/roleInfo?mode=new')}
        >
          {t('roles.role.create')}
        </GuardedButton>
      }
    />
  );
}
