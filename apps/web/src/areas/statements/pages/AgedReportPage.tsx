import { agedBuckets, StatementPermission as P, type AgedReportInput, type AgedRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { PageHeader } from '../../../shared/page';
import { statementsApi } from '../api/statements-api';
import { money } from '../components/statement-parts';
import '../locales/register';

const partnerTypes = ['SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER'] as const;
const directions = ['PAYABLE', 'RECEIVABLE'] as const;

/**
 * 账龄分析 (/finance/agedReport?asOf=&partnerType=&direction=&kw=): what is open per partner and direction by the age
 * of its bills (current, 1–30, 31–60, 61–90, over 90 days) as of a date, with the totals per direction; 导出.
 */
export function AgedReportPage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const [search, setSearch] = useSearchParams();
  const pick = <T extends string>(key: string, values: readonly T[]) => values.find((v) => v === search.get(key));
  const input: AgedReportInput = {
    asOf: search.get('asOf') ?? undefined,
    partnerType: pick('partnerType', partnerTypes),
    direction: pick('direction', directions),
    keyword: search.get('kw') ?? undefined,
  };
  const query = useQuery({
    queryKey: ['aged-report', input],
    queryFn: () => statementsApi.aged(input),
    retry: false,
    staleTime: 0,
  });
  const patch = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const report = query.data;
  const columns: ColumnsType<AgedRow> = [
    { key: 'partner', title: f('partner'), dataIndex: 'partnerName', width: 200, ellipsis: true },
    {
      key: 'partnerType',
      title: f('partnerType'),
      dataIndex: 'partnerType',
      width: 100,
      render: (v: AgedRow['partnerType']) => t(`statements.partnerType.${v}`),
    },
    {
      key: 'direction',
      title: f('direction'),
      dataIndex: 'direction',
      width: 70,
      render: (v: AgedRow['direction']) => (
        <Tag color={v === 'PAYABLE' ? 'orange' : 'blue'}>{t(`statements.direction.${v}`)}</Tag>
      ),
    },
    { key: 'items', title: f('items'), dataIndex: 'items', align: 'right', width: 70 },
    ...agedBuckets.map((b) => ({ key: b, title: f(b), dataIndex: b, align: 'right' as const, width: 105, render: money })),
    {
      key: 'total',
      title: f('total'),
      dataIndex: 'total',
      align: 'right',
      width: 110,
      render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text>,
    },
  ];
  return (
    <div className="list-page">
      <PageHeader
        title={t('statements.menu.aged')}
        back={false}
        actions={
          <>
            <Input.Search
              allowClear
              style={{ width: 240 }}
              placeholder={t('statements.aged.search')}
              defaultValue={input.keyword}
              onSearch={(v) => patch('kw', v.trim())}
              data-testid="aged-search"
            />
            <ExportButton path={statementsApi.agedExport} permission={P.export} body={() => input} />
          </>
        }
      />
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>{f('asOf')}</Typography.Text>
        <DatePicker
          value={dayjs(input.asOf ?? report?.asOf)}
          allowClear={false}
          onChange={(d) => patch('asOf', d?.format('YYYY-MM-DD'))}
          data-testid="aged-as-of"
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={f('partnerType')}
          value={input.partnerType}
          onChange={(v?: string) => patch('partnerType', v)}
          options={partnerTypes.map((v) => ({ value: v, label: t(`statements.partnerType.${v}`) }))}
        />
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={f('direction')}
          value={input.direction}
          onChange={(v?: string) => patch('direction', v)}
          options={directions.map((v) => ({ value: v, label: t(`statements.direction.${v}`) }))}
        />
      </Space>
      <Card size="small" style={{ marginBottom: 12 }} data-testid="aged-totals">
        {(report?.totals ?? []).map((s) => (
          <div key={s.direction}>
            <Typography.Text strong>
              {t('statements.aged.totals', {
                direction: t(`statements.direction.${s.direction}`),
                ...Object.fromEntries(Object.entries(s.figures).map(([k, v]) => [k, money(v)])),
              })}
            </Typography.Text>
          </div>
        ))}
        {report && report.totals.length === 0 && <Typography.Text type="secondary">{t('statements.aged.none')}</Typography.Text>}
      </Card>
      <Table<AgedRow>
        size="middle"
        rowKey={(r) => `${r.partnerType}:${r.partnerId}:${r.direction}`}
        columns={columns}
        dataSource={report?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (total) => t('common.total', { total }) }}
        data-testid="aged-table"
      />
    </div>
  );
}
