import { PlusOutlined } from '@ant-design/icons';
import type { FactoryRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, useListRefresh, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { useRegionLabel } from '../../../shared/region';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { factoryApi } from '../api/company-api';
import { DeleteFactoryDialog } from '../components/DeleteFactoryDialog';
import { landlineText } from '../components/factory-text';
import '../locales/register';

const listKey = 'company-factories';
const limitsKey = ['company', 'limitFactorys'] as const;

/** 工厂管理 (/factoryMangement): the company's factories the caller may enter; 添加工厂 within the quota, 编辑, 删除. */
export function FactoryListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useListRefresh(listKey);
  const regionOf = useRegionLabel();
  const limits = useQuery({ queryKey: limitsKey, queryFn: factoryApi.limited });
  const [deleting, setDeleting] = useState<FactoryRow | null>(null);

  // The company has a handful of factories (its quota): one call answers them all, searched and paged here.
  const fetchFactories = async (query: ListQuery) => {
    const data = await queryClient.fetchQuery({ queryKey: limitsKey, queryFn: factoryApi.limited, staleTime: 0 });
    const keyword = query.keyword.trim().toLowerCase();
    const rows = keyword ? data.factorys.filter((f) => f.name.toLowerCase().includes(keyword)) : data.factorys;
    const from = (query.pageNo - 1) * query.pageSize;
    return { list: rows.slice(from, from + query.pageSize), totalCount: rows.length };
  };

  const add = () => {
    if (!checkPermission('company.factory.add')) return;
    const data = limits.data;
    if (data && data.factoryCount >= data.maxFactories) {
      modal.warning({
        title: t('company.factory.limitTitle'),
        content: t('company.factory.limitReached', { max: data.maxFactories }),
      });
      return;
    }
    void navigate('/addfactory');
  };

  const columns: ListColumn<FactoryRow>[] = [
    {
      key: 'name',
      title: t('company.factory.name'),
      dataIndex: 'name',
      locked: true,
      width: 200,
      render: (v: string, row) => (
        <Space size={4} wrap>
          {v}
          {row.isCurrent ? <Tag color="blue">{t('company.factory.current')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'contacts', title: t('company.factory.contacts'), dataIndex: 'contacts', width: 110 },
    { key: 'landline', title: t('company.factory.landline'), width: 150, render: (_: unknown, row) => landlineText(row) },
    { key: 'phone', title: t('company.factory.phone'), dataIndex: 'phone', width: 130 },
    { key: 'region', title: t('company.factory.region'), width: 210, render: (_: unknown, row) => regionOf(row) },
    { key: 'address', title: t('company.factory.address'), dataIndex: 'address', width: 200, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 130,
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission="company.factory.update" onClick={() => void navigate(`/editFacInfo?id=${row.id}`)}>
            {t('company.factory.edit')}
          </GuardedLink>
          <GuardedLink danger permission="company.factory.delete" onClick={() => setDeleting(row)}>
            {t('company.factory.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<FactoryRow>
        listKey={listKey}
        title={t('company.factory.title')}
        titleExtra={
          limits.data ? (
            <Typography.Text type="secondary" data-testid="factory-count">
              {t('company.factory.count', { count: limits.data.factoryCount, max: limits.data.maxFactories })}
            </Typography.Text>
          ) : null
        }
        searchPlaceholder={t('company.factory.searchPlaceholder')}
        columns={columns}
        fitColumns
        fetchPage={fetchFactories}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="company.factory.add"
            onClick={add}
            data-testid="add-factory"
          >
            {t('company.factory.add')}
          </GuardedButton>
        }
      />
      <DeleteFactoryDialog
        factory={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void refresh();
        }}
      />
    </>
  );
}
