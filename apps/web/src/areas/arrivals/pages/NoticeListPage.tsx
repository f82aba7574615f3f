import { ArrivalPermission, billStatusLabels, type NoticeRow } from '@gf/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { arrivalsApi, supplierLoader, trimZeros } from '../api/arrivals-api';
import { NoticeDrawer } from '../components/NoticeDrawer';
import '../locales/register';

/** 收料通知单 list (/receiveInformList). The status filter offers every status; lookups ask for 1 and 3 (SPEC 4). */
export function NoticeListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const f = (key: string) => t(`arrivals.field.${key}`);
  const open = (orderNo: string) => navigate(`/receiveInformOperate?orderNo=${encodeURIComponent(orderNo)}`);

  const fetchPage = ({ pageNo, pageSize, keyword, filters }: ListQuery) =>
    arrivalsApi.notices({
      pageNo,
      pageSize,
      searchColumn: keyword || undefined,
      status: Array.isArray(filters.status) && filters.status.length ? filters.status.map(Number) : undefined,
      supplierId: Array.isArray(filters.supplierId) ? filters.supplierId[0] : (filters.supplierId ?? undefined),
    });

  const columns: ListColumn<NoticeRow>[] = [
    {
      key: 'orderNo',
      title: f('noticeNo'),
      dataIndex: 'orderNo',
      width: 180,
      render: (v: string) => <a onClick={() => open(v)}>{v}</a>,
    },
    {
      key: 'status',
      title: f('noticeStatus'),
      dataIndex: 'status',
      width: 110,
      render: (v: number) => <BillStatusTag status={v} />,
    },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 180 },
    { key: 'dateArrive', title: f('expectedDate'), dataIndex: 'dateArrive', width: 120 },
    {
      key: 'storehouseName',
      title: f('storehouse'),
      dataIndex: 'storehouseName',
      width: 130,
      render: (v: string | null) => v ?? '-',
    },
    { key: 'lineCount', title: f('lineCount'), dataIndex: 'lineCount', width: 90, align: 'right' },
    {
      key: 'stockQuantity',
      title: f('stockQuantity'),
      dataIndex: 'stockQuantity',
      width: 150,
      align: 'right',
      render: trimZeros,
    },
    { key: 'createdByName', title: f('createdBy'), dataIndex: 'createdByName', width: 110 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 160, ellipsis: true },
  ];

  return (
    <>
      <ListPage<NoticeRow>
        listKey="arrival-notices"
        title={t('arrivals.menu.notices')}
        searchPlaceholder={t('arrivals.search.notices')}
        rowKey="id"
        fitColumns
        columns={columns}
        fetchPage={fetchPage}
        filters={[
          { name: 'supplierId', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
          {
            name: 'status',
            label: f('noticeStatus'),
            type: 'select',
            options: [0, 1, 2, 3, 4, 5].map((s) => ({
              value: String(s),
              label: i18n.language === 'en' ? billStatusLabels[s]!.en : billStatusLabels[s]!.zh,
            })),
          },
        ]}
        extra={
          <GuardedButton
            type="primary"
            permission={ArrivalPermission.noticeAdd}
            onClick={() => setAdding(true)}
            data-testid="notice-add"
          >
            {t('arrivals.action.addNotice')}
          </GuardedButton>
        }
      />
      <NoticeDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(orderNo) => {
          setAdding(false);
          open(orderNo);
        }}
      />
    </>
  );
}
