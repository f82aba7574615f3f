import { StatementPermission as P, type StatementDetail, type StatementLine, type StatementPartnerType } from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Descriptions, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { PageHeader } from '../../../shared/page';
import { useStatementLineColumns } from './statement-lines';
import { money } from './statement-parts';
import '../locales/register';

export const DETAIL_PAGE_SIZE = 50;

const noExtraColumns = (): ColumnsType<StatementLine> => [];

/** What the URL holds for a detail page: the page and the period. */
export interface DetailPaging {
  pageNo: number;
  pageSize: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface StatementDetailViewProps {
  type: StatementPartnerType;
  /** The partner's id (nothing is asked without one). */
  partnerId: string;
  title: string;
  /** Names the query (the URL's other filters go in it too). */
  queryKey: unknown[];
  fetch: (paging: DetailPaging) => Promise<StatementDetail>;
  exportPath: string;
  exportBody: (paging: DetailPaging) => unknown;
  /** More filters beside the period, and buttons beside 导出 (given the statement once it is loaded). */
  filters?: React.ReactNode;
  actions?: (detail: StatementDetail | undefined) => React.ReactNode;
  /** Columns after the bill owed, from the page's lines (a hook: the same function on every render). */
  useExtraColumns?: (lines: StatementLine[]) => ColumnsType<StatementLine>;
  testId?: string;
}

/** The URL's query without the page (after a filter changes). */
export function useUrlPatch(): [URLSearchParams, (values: Record<string, string | null>) => void] {
  const [search, setSearch] = useSearchParams();
  const patch = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(values))
      if (v) next.set(k, v);
      else next.delete(k);
    setSearch(next, { replace: true });
  };
  return [search, patch];
}

/**
 * One partner's statement: the head (opening, increase, decrease, closing), the period picker and the lines with the
 * running balance in pages of 50; each line's document opens its own detail page; 导出.
 */
export function StatementDetailView(props: StatementDetailViewProps) {
  const { t } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const [search, patch] = useUrlPatch();
  const paging: DetailPaging = {
    pageNo: Number(search.get('page')) || 1,
    pageSize: DETAIL_PAGE_SIZE,
    startDate: search.get('startDate') ?? undefined,
    endDate: search.get('endDate') ?? undefined,
  };
  const query = useQuery({
    queryKey: [...props.queryKey, paging],
    queryFn: () => props.fetch(paging),
    enabled: Boolean(props.partnerId),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const d = query.data;
  const useExtra = props.useExtraColumns ?? noExtraColumns;
  const columns = useStatementLineColumns(useExtra(d?.list ?? []));
  if (!props.partnerId || query.isError) return <Empty />;
  return (
    <div className="detail-page">
      <PageHeader
        title={d ? `${props.title} ${d.partnerName}` : props.title}
        actions={
          <>
            {props.actions?.(d)}
            <ExportButton path={props.exportPath} permission={P.export} body={() => props.exportBody({ ...paging, pageNo: 1 })} />
          </>
        }
      />
      <Card loading={query.isLoading && !d}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{f('period')}</Typography.Text>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            value={[paging.startDate ? dayjs(paging.startDate) : null, paging.endDate ? dayjs(paging.endDate) : null]}
            onChange={(range) =>
              patch({
                startDate: range?.[0]?.format('YYYY-MM-DD') ?? null,
                endDate: range?.[1]?.format('YYYY-MM-DD') ?? null,
                page: null,
              })
            }
            data-testid="statement-period"
          />
          {props.filters}
        </Space>
        {d && (
          <Descriptions size="small" column={5} bordered style={{ marginBottom: 12 }} data-testid="statement-head">
            <Descriptions.Item label={props.type === 'SUPPLIER' ? f('supplier') : f('outsideFactory')}>
              {d.partnerName}
            </Descriptions.Item>
            <Descriptions.Item label={f('opening')}>{money(d.opening)}</Descriptions.Item>
            <Descriptions.Item label={f('increase')}>{money(d.increase)}</Descriptions.Item>
            <Descriptions.Item label={f('decrease')}>{money(d.decrease)}</Descriptions.Item>
            <Descriptions.Item label={f('closing')}>{money(d.closing)}</Descriptions.Item>
          </Descriptions>
        )}
        <Typography.Paragraph type="secondary">{t('statements.list.balanceHint')}</Typography.Paragraph>
        <Table<StatementLine>
          size="middle"
          rowKey="lineId"
          columns={columns}
          dataSource={d?.list ?? []}
          loading={query.isFetching}
          pagination={{
            current: paging.pageNo,
            pageSize: DETAIL_PAGE_SIZE,
            total: d?.totalCount ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('common.total', { total }),
            onChange: (page) => patch({ page: page > 1 ? String(page) : null }),
          }}
          data-testid={props.testId ?? 'statement-lines'}
        />
      </Card>
    </div>
  );
}
