import { MissionNodeInfoPermission as P, type OutsideStatementInput, type OutsideStatementRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { PageHeader } from '../../../shared/page';
import { SearchSelect } from '../../../shared/search-select';
import { nodeInfoApi, outsideFactoryLoader } from '../api/node-info-api';
import '../locales';

interface FilterForm {
  outsideFactoryIds?: string[];
  period?: [Dayjs, Dayjs] | null;
  missionNo?: string;
}

type Filter = Omit<OutsideStatementInput, 'pageNo' | 'pageSize'>;

const toFilter = (v: FilterForm): Filter => ({
  outsideFactoryIds: v.outsideFactoryIds?.length ? v.outsideFactoryIds : undefined,
  dateStart: v.period?.[0]?.format('YYYY-MM-DD'),
  dateEnd: v.period?.[1]?.format('YYYY-MM-DD'),
  missionNo: v.missionNo?.trim() || undefined,
});

const numeric = { align: 'right' as const };

/**
 * /outsideMissionStatement (外发对账, SPEC 7 Statements): per outside factory, mission and node, what was sent, what
 * came back and passed, and the payable as the payables ledger holds it; totals over every selected row; xlsx.
 */
export function OutsideStatementPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const s = (key: string) => t(`missionNodeInfo.statement.${key}`);
  const statement = useQuery({
    queryKey: ['mission-node-info', 'statement', filter, page],
    queryFn: () => nodeInfoApi.statement({ ...filter, ...page }),
  });
  const columns: TableColumnsType<OutsideStatementRow> = [
    { key: 'factory', title: s('factory'), dataIndex: 'outsideFactoryName' },
    {
      key: 'mission',
      title: s('missionNo'),
      dataIndex: 'missionNo',
      render: (no: string, r) => <Link to={`/OrderDetailed?missionId=${encodeURIComponent(r.missionId)}`}>{no}</Link>,
    },
    {
      key: 'node',
      title: s('node'),
      dataIndex: 'nodeName',
      render: (name: string, r) => <Link to={`/missionNode?missionNodeId=${encodeURIComponent(r.missionNodeId)}`}>{name}</Link>,
    },
    { key: 'price', title: s('unitPrice'), dataIndex: 'unitPrice', ...numeric, render: (v: string | null) => v ?? '—' },
    { key: 'sent', title: s('sent'), dataIndex: 'sentNum', ...numeric },
    { key: 'returned', title: s('returned'), dataIndex: 'returnedNum', ...numeric },
    { key: 'passed', title: s('passed'), dataIndex: 'passedNum', ...numeric },
    { key: 'payable', title: s('payable'), dataIndex: 'payable', ...numeric },
  ];
  const totals = statement.data?.totals;
  const search = () => {
    setFilter(toFilter(form.getFieldsValue()));
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <div data-testid="outside-statement">
      <PageHeader
        title={t('missionNodeInfo.menu.statement')}
        back={false}
        actions={<ExportButton path="fac/mission/statement/missions/export" permission={P.statement} body={() => filter} />}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form form={form} layout="inline" onFinish={search}>
          <Form.Item name="outsideFactoryIds" label={s('factory')}>
            <SearchSelect loader={outsideFactoryLoader} style={{ width: 240 }} data-testid="statement-factory" />
          </Form.Item>
          <Form.Item name="period" label={s('period')}>
            <DatePicker.RangePicker data-testid="statement-period" />
          </Form.Item>
          <Form.Item name="missionNo" label={s('missionNo')}>
            <Input allowClear style={{ width: 180 }} data-testid="statement-mission-no" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="statement-search">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search();
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Table<OutsideStatementRow>
        size="small"
        bordered
        rowKey={(r) => `${r.outsideFactoryId}:${r.missionNodeId}`}
        columns={columns}
        dataSource={statement.data?.list ?? []}
        loading={statement.isFetching}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: statement.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        summary={() =>
          totals ? (
            <Table.Summary.Row data-testid="statement-totals">
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{s('totals')}</Typography.Text>
              </Table.Summary.Cell>
              {[totals.sentNum, totals.returnedNum, totals.passedNum, totals.payable].map((v, i) => (
                <Table.Summary.Cell key={i} index={4 + i} align="right">
                  <Typography.Text strong>{v}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
