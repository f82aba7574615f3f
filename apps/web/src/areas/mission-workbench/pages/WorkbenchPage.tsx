import '../locales';
import { MissionWorkbenchPermission as P, missionFieldCodes, type WorkspaceConfig } from '@gf/contracts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import { workbenchApi, workbenchKeys } from '../api/workbench-api';
import { BatchChargersDialog, BatchStatusDialog } from '../components/BatchDialogs';
import { ConfigDialog } from '../components/ConfigDialog';
import { gridColumns } from '../components/grid-columns';

const defaultFields = missionFieldCodes.slice(0, 6);

/**
 * 生产工作台 (/productionWorkbench): the user's column sets (mission fields and node columns), the missions × nodes
 * grid with filters, and batch status / persons in charge over the ticked node cells.
 */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<{ keyword?: string; status?: number[]; delivery?: [Dayjs, Dayjs] | null }>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'new' | 'edit' | 'status' | 'chargers' | null>(null);
  const configs = useQuery({ queryKey: workbenchKeys.configs, queryFn: workbenchApi.configs });
  const current: WorkspaceConfig | undefined = configs.data?.configs.find((c) => c.isCurrent);
  const input = {
    ...page,
    keyword: filter.keyword || undefined,
    status: filter.status?.length ? filter.status : undefined,
    deliveryFrom: filter.delivery?.[0].format('YYYY-MM-DD'),
    deliveryTo: filter.delivery?.[1].format('YYYY-MM-DD'),
  };
  const grid = useQuery({
    queryKey: workbenchKeys.grid({ ...input, config: current?.id ?? null }),
    queryFn: () => workbenchApi.grid(input),
    enabled: configs.isSuccess,
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected(new Set());
    void qc.invalidateQueries({ queryKey: ['mission-workbench'] });
  };
  const columns = useMemo(
    () =>
      gridColumns({
        fields: current?.missionFields ?? defaultFields,
        nodes: grid.data?.columns ?? [],
        selected,
        toggle: (id, on) =>
          setSelected((s) => {
            const next = new Set(s);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          }),
        t,
      }),
    [current, grid.data, selected, t],
  );
  const picked = [...selected];
  return (
    <div className="list-page" data-testid="workbench-page">
      <PageHeader
        title={t('missionWorkbench.menu.workbench')}
        back={false}
        actions={
          <>
            <Typography.Text type="secondary">{t('missionWorkbench.bench.selected', { n: picked.length })}</Typography.Text>
            <GuardedButton
              permission={P.batchStatus}
              disabled={!picked.length}
              onClick={() => setDialog('status')}
              data-testid="open-batch-status"
            >
              {t('missionWorkbench.bench.batchStatus')}
            </GuardedButton>
            <GuardedButton
              permission={P.batchChargers}
              disabled={!picked.length}
              onClick={() => setDialog('chargers')}
              data-testid="open-batch-chargers"
            >
              {t('missionWorkbench.bench.batchChargers')}
            </GuardedButton>
          </>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('missionWorkbench.bench.configSet')}</Typography.Text>
        <Select
          style={{ width: 200 }}
          value={current?.id}
          placeholder={t('missionWorkbench.bench.noConfig')}
          data-testid="config-select"
          options={(configs.data?.configs ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={async (id: string) => {
            await workbenchApi.changeConfig(id);
            refresh();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setDialog('new')} data-testid="config-new">
          {t('missionWorkbench.bench.newConfig')}
        </Button>
        <Button
          icon={<EditOutlined />}
          disabled={!current}
          onClick={() => setDialog('edit')}
          title={t('missionWorkbench.bench.editConfig')}
        />
        <Popconfirm
          title={t('missionWorkbench.bench.deleteConfirm', { name: current?.name ?? '' })}
          disabled={!current}
          onConfirm={async () => {
            if (current) await workbenchApi.deleteConfig(current.id);
            refresh();
          }}
        >
          <Button icon={<DeleteOutlined />} disabled={!current} title={t('missionWorkbench.bench.deleteConfig')} />
        </Popconfirm>
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('missionWorkbench.bench.search')}
          data-testid="bench-search"
          onSearch={(keyword) => {
            setFilter((f) => ({ ...f, keyword }));
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('missionWorkbench.field.status')}
          value={filter.status}
          options={[0, 1, 2, 5].map((s) => ({ value: s, label: t(`missionWorkbench.missionStatus.${s}`) }))}
          onChange={(status: number[]) => {
            setFilter((f) => ({ ...f, status }));
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <DatePicker.RangePicker
          placeholder={[t('missionWorkbench.bench.deliveryRange'), t('missionWorkbench.bench.deliveryRange')]}
          onChange={(v) => {
            setFilter((f) => ({ ...f, delivery: v?.[0] && v[1] ? [v[0], v[1]] : null }));
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      </Space>
      {grid.data && !grid.data.columns.length && (
        <Typography.Paragraph type="secondary" data-testid="bench-empty-columns">
          {t('missionWorkbench.bench.empty')}
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        bordered
        rowKey="missionId"
        loading={grid.isFetching}
        columns={columns}
        dataSource={grid.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="bench-table"
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: grid.data?.totalCount ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <ConfigDialog
        open={dialog === 'new' || dialog === 'edit'}
        editing={dialog === 'edit' ? (current ?? null) : null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <BatchStatusDialog
        open={dialog === 'status'}
        missionNodeIds={picked}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          refresh();
        }}
      />
      <BatchChargersDialog
        open={dialog === 'chargers'}
        missionNodeIds={picked}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          refresh();
        }}
      />
    </div>
  );
}
