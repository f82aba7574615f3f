import { dec, type QualityBundleRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { getSession } from '../../../shared/session/session';
import { defectLabelLoader, defectsApi, qcNodeLoader, storehouseLoader } from '../api/defects-api';
import '../locales/register';
import { KINDS, amount, batchLines, blank, type Entry } from './batch-qc.logic';

interface Values {
  missionNodeId?: string;
  finishUserId?: string;
  dateCompleted: Dayjs;
  storehouseId?: string;
  remark?: string;
}

/**
 * 批量质检 (batchReport/quality-checking-report): a QC node chosen once, the mission's bundles listed with what the node
 * already inspected, and per bundle the qualified, defective (with defect labels) and waste pieces; 全部合格 fills every
 * bundle's remaining pieces as qualified. One quality report is written through the node's review mode.
 */
export function BatchQcDialog({ open, onClose }: { open: boolean; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [filter, setFilter] = useState<{ lathe?: string; ticketNo?: string }>({});
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [busy, setBusy] = useState(false);
  const nodeId = Form.useWatch('missionNodeId', form);
  const q = (k: string, o?: Record<string, unknown>) => t(`defects.batch.${k}`, o);
  const bundles = useQuery({
    queryKey: ['defects', 'qcBundles', nodeId, filter],
    queryFn: () => defectsApi.qcBundles({ missionNodeId: nodeId!, ...filter }),
    enabled: open && Boolean(nodeId),
  });
  const rows = nodeId ? (bundles.data ?? []) : [];
  const edit = (id: string, patch: Entry) => setEntries((all) => ({ ...all, [id]: { ...all[id], ...patch } }));
  const fillQualified = () =>
    setEntries((all) => {
      const next = { ...all };
      for (const r of rows)
        if (dec.isPositive(r.remainingNum) && !KINDS.some((k) => !blank(all[r.ligationId]?.[k])))
          next[r.ligationId] = { qualified: dec.norm(r.remainingNum) };
      return next;
    });
  const close = (done: boolean) => {
    form.resetFields();
    setEntries({});
    setFilter({});
    onClose(done);
  };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await defectsApi.qcBatch({
        missionNodeId: v.missionNodeId!,
        finishUserId: v.finishUserId ?? getSession()?.userId ?? '',
        dateCompleted: v.dateCompleted.format('YYYY-MM-DD'),
        storehouseId: v.storehouseId ?? null,
        remark: v.remark ?? null,
        bundles: batchLines(entries),
      });
      close(true);
    } catch {
      // shown by the api client (the field is named); what was typed stays
    } finally {
      setBusy(false);
    }
  };
  const total = (k: (typeof KINDS)[number]) => dec.norm(dec.sum(Object.values(entries).map((e) => amount(e[k]))));
  const cell = (k: (typeof KINDS)[number]) => (_: unknown, r: QualityBundleRow, i: number) => (
    <Input
      inputMode="decimal"
      value={entries[r.ligationId]?.[k] ?? ''}
      onChange={(e) => edit(r.ligationId, { [k]: e.target.value })}
      data-testid={`batch-qc-${k}-${i}`}
    />
  );
  const chosen = batchLines(entries).length;
  return (
    <Modal
      open={open}
      width={1180}
      title={q('title')}
      okText={q('submit', { count: chosen })}
      okButtonProps={{ disabled: chosen === 0, loading: busy, ...{ 'data-testid': 'batch-qc-submit' } }}
      onOk={() => void submit()}
      onCancel={() => close(false)}
      destroyOnHidden
      data-testid="batch-qc-dialog"
    >
      <Form form={form} layout="inline" initialValues={{ dateCompleted: dayjs() }} style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="missionNodeId" label={q('node')} rules={[{ required: true, message: q('nodeRequired') }]}>
          <SearchSelect
            loader={qcNodeLoader}
            single
            placeholder={q('nodeHint')}
            style={{ width: 400 }}
            onChange={() => setEntries({})}
            data-testid="batch-qc-node"
          />
        </Form.Item>
        <Form.Item name="finishUserId" label={t('defects.return.finishUser')} extra={t('defects.return.finishUserHint')}>
          <SearchSelect loader={unitUserLoader} single style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="dateCompleted" label={t('defects.return.date')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="storehouseId" label={t('defects.action.storehouse')}>
          <SearchSelect loader={storehouseLoader} single style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('defects.action.remark')}>
          <Input maxLength={20} style={{ width: 160 }} />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 8 }} wrap>
        <Input.Search
          allowClear
          placeholder={q('lathe')}
          style={{ width: 140 }}
          onSearch={(v) => setFilter((f) => ({ ...f, lathe: v.trim() || undefined }))}
        />
        <Input.Search
          allowClear
          placeholder={q('ticketNo')}
          style={{ width: 200 }}
          onSearch={(v) => setFilter((f) => ({ ...f, ticketNo: v.trim() || undefined }))}
          data-testid="batch-qc-ticket"
        />
        <Button onClick={fillQualified} disabled={rows.length === 0} data-testid="batch-qc-fill">
          {q('fillQualified')}
        </Button>
        <span data-testid="batch-qc-totals">
          {q('totals', { qualified: total('qualified'), defective: total('defective'), waste: total('waste'), count: chosen })}
        </span>
      </Space>
      <Table<QualityBundleRow>
        size="small"
        rowKey="ligationId"
        loading={bundles.isFetching}
        pagination={false}
        scroll={{ y: 380 }}
        dataSource={rows}
        locale={{ emptyText: nodeId ? undefined : q('pickNode') }}
        columns={[
          { key: 'ticketNo', title: q('ticketNo'), dataIndex: 'ticketNo', width: 150 },
          { key: 'lathe', title: q('lathe'), dataIndex: 'lathe', width: 70 },
          {
            key: 'sku',
            title: t('defects.return.sku'),
            width: 130,
            render: (_: unknown, r) => [r.colorName, r.sizeName, r.standardName].filter(Boolean).join(' / '),
          },
          { key: 'num', title: q('num'), dataIndex: 'num', width: 64, align: 'right', render: (v: string) => dec.norm(v) },
          {
            key: 'inspected',
            title: q('inspected'),
            dataIndex: 'inspectedNum',
            width: 72,
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
          {
            key: 'remaining',
            title: q('remaining'),
            dataIndex: 'remainingNum',
            width: 72,
            align: 'right',
            render: (v: string) => dec.norm(v),
          },
          { key: 'qualified', title: q('qualified'), width: 84, render: cell('qualified') },
          { key: 'defective', title: q('defective'), width: 84, render: cell('defective') },
          {
            key: 'labels',
            title: t('defects.field.labels'),
            width: 190,
            render: (_: unknown, r, i) => (
              <SearchSelect
                loader={defectLabelLoader}
                value={entries[r.ligationId]?.defectLabelIds ?? []}
                onChange={(v) => edit(r.ligationId, { defectLabelIds: (Array.isArray(v) ? v : v ? [v] : []).map(String) })}
                style={{ width: '100%' }}
                data-testid={`batch-qc-labels-${i}`}
              />
            ),
          },
          { key: 'waste', title: q('waste'), width: 84, render: cell('waste') },
        ]}
      />
    </Modal>
  );
}
