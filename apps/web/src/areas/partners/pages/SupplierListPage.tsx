import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { billStatusLabels, type SupplierRow } from '@gf/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { Link } from 'react-router';
import { BillStatusTag } from '../../../bill/BillStatusTag';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { joinAddress, useRegionLabel } from '../../../shared/region';
import { GuardedButton } from '../../../shared/session/permission';
import { supplierApi } from '../api/partners-api';
import { SupplierDrawer } from '../components/SupplierDrawer';
import { ImportFromFactoryButton } from '../components/ImportFromFactoryButton';
import '../locales/register';

const listKey = 'material-supplier';
const filterStatuses = [0, 1, 2, 3, 4, 6];

export const supplierDetailHref = (row: Pick<SupplierRow, 'code' | 'id'>) =>
  row.code
    ? `/subMaterialSupplier?orderNo=${encodeURIComponent(row.code)}`
    : `/subMaterialSupplier?id=${encodeURIComponent(row.id)}`;

function fetchSuppliers(query: ListQuery) {
  const statuses = Array.isArray(query.filters.statuses) ? query.filters.statuses.map(Number) : undefined;
  return supplierApi.page({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    keyword: query.keyword || undefined,
    // 7 = "full mode": the list also shows status 6 (SPEC section 4)
    statuses: statuses && statuses.length ? statuses : undefined,
  });
}

/** 物料供应商 list (/materialSupplier). */
export function SupplierListPage() {
  const { t, i18n } = useTranslation();
  const refresh = useListRefresh(listKey);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [listState] = useListState();
  const regionOf = useRegionLabel();

  const columns: ListColumn<SupplierRow>[] = [
    {
      key: 'name',
      title: t('partners.supplier.name'),
      dataIndex: 'name',
      locked: true,
      render: (v: string, row) => <Link to={supplierDetailHref(row)}>{v}</Link>,
    },
    { key: 'code', title: t('partners.supplier.code'), dataIndex: 'code' },
    { key: 'contacts', title: t('partners.supplier.contacts'), dataIndex: 'contacts' },
    { key: 'mobilePhone', title: t('partners.supplier.mobilePhone'), dataIndex: 'mobilePhone' },
    {
      key: 'address',
      title: t('partners.supplier.addressColumn'),
      dataIndex: 'address',
      ellipsis: true,
      render: (v: string | null, row) => joinAddress(regionOf(row), v),
    },
    { key: 'remark', title: t('partners.supplier.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'status',
      title: t('partners.supplier.status'),
      dataIndex: 'status',
      render: (v: number) => <BillStatusTag status={v} />,
    },
    {
      key: 'createdAt',
      title: t('partners.supplier.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => <Link to={supplierDetailHref(row)}>{t('common.view')}</Link>,
    },
  ];

  const filters: FilterField[] = [
    {
      name: 'statuses',
      label: t('partners.supplier.status'),
      type: 'select',
      options: filterStatuses.map((s) => ({
        value: s,
        label: i18n.language === 'en' ? (billStatusLabels[s]?.en ?? '') : (billStatusLabels[s]?.zh ?? ''),
      })),
    },
  ];

  return (
    <>
      <ListPage<SupplierRow>
        listKey={listKey}
        title={t('partners.supplier.listTitle')}
        searchPlaceholder={t('partners.supplier.searchPlaceholder')}
        columns={columns}
        filters={filters}
        fetchPage={fetchSuppliers}
        rowKey="id"
        extra={
          <Space>
            <GuardedButton
              icon={<ImportOutlined />}
              permission="fac.supplier.add"
              onClick={() => setImporting(true)}
              data-testid="import-suppliers"
            >
              {t('capabilities.excel.import')}
            </GuardedButton>
            <ImportFromFactoryButton kind="supplier" onImported={() => void refresh()} />
            <ExportButton
              path="supplier/exportExcel"
              permission="fac.supplier.list"
              body={() => ({ keyword: listState.keyword || undefined, statuses: listState.filters.statuses })}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.supplier.add"
              onClick={() => setCreating(true)}
              data-testid="new-supplier"
            >
              {t('partners.supplier.create')}
            </GuardedButton>
          </Space>
        }
      />
      <ImportDialog
        open={importing}
        what={t('partners.supplier.listTitle')}
        base="supplier"
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
      <SupplierDrawer open={creating} onClose={() => setCreating(false)} onSaved={() => void refresh()} />
    </>
  );
}
