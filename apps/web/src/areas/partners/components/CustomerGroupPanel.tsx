import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CustomerGroupRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkPermission } from '../../../shared/session/permission';
import { customerGroupApi } from '../api/partners-api';
import '../locales/register';

export const customerGroupsKey = ['customer-groups'] as const;

export function useCustomerGroups() {
  return useQuery({ queryKey: customerGroupsKey, queryFn: () => customerGroupApi.list() });
}

/** The left group list of 客户档案: all customers, each group with its count; add, rename, delete when empty. */
export function CustomerGroupPanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (groupId: string | null) => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const groups = useCustomerGroups();
  const reload = () => queryClient.invalidateQueries({ queryKey: customerGroupsKey });

  /** A small name prompt: a modal holding one input. */
  const askName = (title: string, initial: string, save: (name: string) => Promise<unknown>) => {
    let name = initial;
    modal.confirm({
      title,
      icon: null,
      content: (
        <Input
          autoFocus
          maxLength={20}
          defaultValue={initial}
          onChange={(e) => (name = e.target.value)}
          data-testid="group-name-input"
        />
      ),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (!name.trim()) {
          message.warning(t('partners.customerGroup.nameRequired'));
          throw new Error('name required');
        }
        await save(name.trim());
        await reload();
      },
    });
  };

  const remove = (group: CustomerGroupRow) => {
    if (!checkPermission('fac.customer.group')) return;
    modal.confirm({
      title: t('partners.customerGroup.deleteTitle'),
      content: t('partners.customerGroup.deleteConfirm', { name: group.groupName }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await customerGroupApi.remove(group.groupId);
        if (selected === group.groupId) onSelect(null);
        await reload();
      },
    });
  };

  const total = (groups.data ?? []).reduce((sum, g) => sum + g.customerCount, 0);
  const item = (key: string | null, label: string, count: number | null, group?: CustomerGroupRow) => (
    <div
      key={key ?? 'all'}
      className={`customer-group-item${selected === key ? ' is-selected' : ''}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '6px 8px',
        cursor: 'pointer',
        borderRadius: 6,
        background: selected === key ? 'rgba(250, 140, 22, 0.12)' : undefined,
      }}
      onClick={() => onSelect(key)}
      data-testid={key ? `customer-group-${key}` : 'customer-group-all'}
    >
      <Typography.Text ellipsis style={{ maxWidth: 120 }} strong={selected === key}>
        {label}
      </Typography.Text>
      <Space size={2}>
        {count !== null && <Badge count={count} showZero color="#bfbfbf" />}
        {group && (
          <>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('common.edit')}
              onClick={(e) => {
                e.stopPropagation();
                if (checkPermission('fac.customer.group'))
                  askName(t('partners.customerGroup.rename'), group.groupName, (name) =>
                    customerGroupApi.rename(group.groupId, name),
                  );
              }}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={(e) => {
                e.stopPropagation();
                remove(group);
              }}
            />
          </>
        )}
      </Space>
    </div>
  );

  return (
    <Card
      size="small"
      title={t('partners.customerGroup.title')}
      style={{ width: 240, flex: 'none' }}
      loading={groups.isLoading}
      extra={
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          data-testid="add-customer-group"
          onClick={() =>
            checkPermission('fac.customer.group') &&
            askName(t('partners.customerGroup.create'), '', async (name) => {
              await customerGroupApi.add(name);
              message.success(t('partners.customerGroup.created'));
            })
          }
        >
          {t('partners.customerGroup.create')}
        </Button>
      }
    >
      {item(null, t('partners.customerGroup.all'), null)}
      {(groups.data ?? []).map((g) => item(g.groupId, g.groupName, g.customerCount, g))}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('partners.customerGroup.grouped', { count: total })}
      </Typography.Text>
    </Card>
  );
}
