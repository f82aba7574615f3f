import { PlusOutlined } from '@ant-design/icons';
import type { BossStorehouseRow, StorehouseOwnerKind } from '@gf/contracts';
import { Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, useListRefresh, useRowConfirm, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { companyStorehouseApi } from '../api/company-storehouse-api';
import { StorehouseDrawer } from '../components/StorehouseDrawer';
import { StorehouseLinkDialog } from '../components/StorehouseLinkDialog';
import { storehouseRuleColumns } from '../components/storehouse-columns';
import '../locales/register';

const PATHS: Record<StorehouseOwnerKind, string> = { OWN: '/home/repertory', PROCESSING: '/home/repertory/factoryStore' };
const linkColours = { DEFAULT: 'blue', SHARED: 'green' } as const;

/** 自用仓库 (/home/repertory): the company's own storehouses with a column per factory (默认仓 / 共用仓 / —). */
export function CompanyStorehousePage() {
  return <CompanyStorehouses ownerKind="OWN" />;
}

/** 加工厂仓库 (/home/repertory/factoryStore): storehouses kept at processing factories, their factories and processors. */
export function ProcessingStorehousePage() {
  return <CompanyStorehouses ownerKind="PROCESSING" />;
}

/**
 * The company's storehouses of one owner kind (reference 07 §5, screens 00 "Group / unit level"): 关联工厂 sets each
 * factory's link, 编辑配置 the storehouse's own settings, 删除仓库 refuses while any factory uses it.
 */
function CompanyStorehouses({ ownerKind }: { ownerKind: StorehouseOwnerKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listKey = `company-storehouse-${ownerKind}`;
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [factories, setFactories] = useState<{ id: string; name: string }[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; storehouse: BossStorehouseRow | null }>({
    open: false,
    storehouse: null,
  });
  const [linking, setLinking] = useState<BossStorehouseRow | null>(null);

  const fetchPage = async (query: ListQuery) => {
    const page = await companyStorehouseApi.page({
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      ownerKind,
    });
    setFactories(page.factories);
    return page;
  };

  const remove = (row: BossStorehouseRow) =>
    confirm({
      permission: 'company.storehouse.delete',
      title: t('factory.companyStore.deleteTitle'),
      content: t('factory.companyStore.deleteConfirm', { name: row.name }),
      isDelete: true,
      run: () => companyStorehouseApi.remove(row.id),
      successMessage: t('factory.companyStore.deleted'),
    });

  const linkTag = (kind: string) =>
    kind === 'NONE' ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <Tag color={linkColours[kind as keyof typeof linkColours]}>{t(`factory.companyStore.linkKinds.${kind}`)}</Tag>
    );

  // OWN: one narrow column per factory; PROCESSING: the linked factories and the processing factories keeping stock.
  const linkColumns: ListColumn<BossStorehouseRow>[] =
    ownerKind === 'OWN'
      ? factories.map((f) => ({
          key: `unit-${f.id}`,
          title: f.name,
          width: 120,
          ellipsis: true,
          render: (_: unknown, row: BossStorehouseRow) => linkTag(row.units.find((u) => u.unitId === f.id)?.linkKind ?? 'NONE'),
        }))
      : [
          {
            key: 'linkedFactories',
            title: t('factory.companyStore.linkedFactories'),
            width: 200,
            render: (_: unknown, row: BossStorehouseRow) => {
              const linked = row.units.filter((u) => u.linkKind !== 'NONE');
              return linked.length ? linked.map((u) => <Tag key={u.unitId}>{u.unitName}</Tag>) : '—';
            },
          },
          {
            key: 'processingFactories',
            title: t('factory.companyStore.processingFactories'),
            width: 220,
            render: (_: unknown, row: BossStorehouseRow) =>
              row.processingFactories.length
                ? row.processingFactories.map((p) => <Tag key={p.id}>{p.label}</Tag>)
                : t('factory.companyStore.noProcessing'),
          },
        ];

  const columns: ListColumn<BossStorehouseRow>[] = [
    { key: 'name', title: t('factory.companyStore.name'), dataIndex: 'name', locked: true, width: 170 },
    ...linkColumns,
    ...storehouseRuleColumns<BossStorehouseRow>(t, { kind: 100, negative: 140, operable: 250 }),
    { key: 'remark', title: t('factory.storehouse.remark'), dataIndex: 'remark', width: 100, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 220,
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink
            permission="company.storehouse.link"
            onClick={() => setLinking(row)}
            data-testid={`link-storehouse-${row.id}`}
          >
            {t('factory.companyStore.link')}
          </GuardedLink>
          <GuardedLink permission="company.storehouse.update" onClick={() => setDrawer({ open: true, storehouse: row })}>
            {t('factory.companyStore.edit')}
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
      <Tabs
        activeKey={ownerKind}
        onChange={(key) => void navigate(PATHS[key as StorehouseOwnerKind])}
        items={(['OWN', 'PROCESSING'] as const).map((key) => ({
          key,
          label: t(`factory.companyStore.${key === 'OWN' ? 'own' : 'processing'}`),
        }))}
        style={{ marginBottom: 0 }}
      />
      <ListPage<BossStorehouseRow>
        listKey={listKey}
        title={t(`factory.companyStore.${ownerKind === 'OWN' ? 'own' : 'processing'}`)}
        searchPlaceholder={t('factory.companyStore.searchPlaceholder')}
        columns={columns}
        fitColumns
        fetchPage={fetchPage}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="company.storehouse.add"
            onClick={() => setDrawer({ open: true, storehouse: null })}
          >
            {t('factory.companyStore.create')}
          </GuardedButton>
        }
      />
      <StorehouseDrawer
        open={drawer.open}
        storehouse={drawer.storehouse}
        company={{ ownerKind }}
        onClose={() => setDrawer({ open: false, storehouse: null })}
        onSaved={() => void refresh()}
      />
      <StorehouseLinkDialog storehouse={linking} onClose={() => setLinking(null)} onSaved={() => void refresh()} />
    </>
  );
}
