import { BillAction, billActionLabels, detailHref, type BillEventRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/client';
import { formatDateTime } from '../../shared/format/format';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../shared/list-page';
import { unitUserLoader } from '../../shared/people/people-loaders';
import type { OptionLoader } from '../../shared/search-select/search-select.logic';
import { billApi, type BillTypeName } from '../api/bill-api';
import { billActionText, billTypeName } from '../bill-type-name';

const reviewActions = [
  BillAction.submit,
  BillAction.pass,
  BillAction.reject,
  BillAction.applyAntiReview,
  BillAction.antiReviewPass,
  BillAction.antiReviewReject,
  BillAction.undoSubmit,
  BillAction.undoAntiReview,
  BillAction.void,
];

const strings = (value: unknown): string[] | undefined => (Array.isArray(value) && value.length ? value.map(String) : undefined);

function fetchHistory(query: ListQuery) {
  const range = strings(query.filters.dateRange);
  return billApi.history({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    queryColumn: query.keyword || undefined,
    billTypes: strings(query.filters.billTypes),
    operatorIds: strings(query.filters.operatorIds),
    operateTypes: strings(query.filters.operateTypes),
    dateStart: range?.[0],
    dateEnd: range?.[1],
  });
}

/** 历史审批记录 (/documentReview/approvalRecord). */
export function ApprovalHistoryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;

  const billTypeLoader: OptionLoader = async (keyword) => {
    try {
      const answer = await request<BillTypeName[]>('GET', 'bill-report/billTypes', { silent: true });
      if (answer.code !== 0 || !Array.isArray(answer.data)) return [];
      const k = keyword.trim().toLowerCase();
      return answer.data
        .map((b) => ({ value: b.billType, label: billTypeName(b.billType, lang, b.billTypeName) }))
        .filter((o) => !k || o.label.toLowerCase().includes(k));
    } catch {
      return [];
    }
  };

  const filters: FilterField[] = [
    { name: 'billTypes', label: t('bill.history.billType'), type: 'searchSelect', loader: billTypeLoader },
    { name: 'operatorIds', label: t('bill.history.operator'), type: 'searchSelect', loader: unitUserLoader },
    {
      name: 'operateTypes',
      label: t('bill.history.operateType'),
      type: 'select',
      options: reviewActions.map((a) => ({ value: a, label: lang === 'en' ? billActionLabels[a].en : billActionLabels[a].zh })),
    },
    { name: 'dateRange', label: t('bill.history.operateTime'), type: 'dateRange' },
  ];

  const open = (row: BillEventRow) => {
    const href = detailHref(row.billType, { id: row.billId, billNo: row.billNo });
    if (href) navigate(href);
  };

  const columns: ListColumn<BillEventRow>[] = [
    { key: 'billType', title: t('bill.history.billType'), dataIndex: 'billType', render: (v: string) => billTypeName(v, lang) },
    { key: 'billNo', title: t('bill.history.billNo'), dataIndex: 'billNo', render: (v: string | null, row) => v ?? row.billId },
    { key: 'operator', title: t('bill.history.operator'), dataIndex: 'operatorName' },
    {
      key: 'action',
      title: t('bill.history.operateType'),
      dataIndex: 'action',
      render: (v: string, row) => billActionText(v, lang, row.actionText),
    },
    { key: 'message', title: t('bill.history.message'), dataIndex: 'message', ellipsis: true },
    { key: 'createdAt', title: t('bill.history.operateTime'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) =>
        detailHref(row.billType, { id: row.billId, billNo: row.billNo }) ? (
          <a onClick={() => open(row)}>{t('bill.history.open')}</a>
        ) : null,
    },
  ];

  return (
    <ListPage<BillEventRow>
      listKey="bill-approval-history"
      title={t('bill.history.title')}
      searchPlaceholder={t('bill.history.searchPlaceholder')}
      columns={columns}
      filters={filters}
      fetchPage={fetchHistory}
      rowKey="id"
    />
  );
}
