import { dec, type DefectRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { defectsApi, outsideFactoryLoader, type DefectQuery } from '../api/defects-api';
import '../locales/register';
import { useDefectTotals } from './defect-totals';

interface Props {
  open: boolean;
  /** The chosen defects (each line gets its own target), or none when acting across the filter. */
  rows: DefectRow[];
  /** 全选操作: every defect of the filter goes to one target (factory and/or workbay). */
  acrossFilter: { query: DefectQuery } | null;
  onClose: (done: boolean) => void;
}

interface LineValues {
  num?: string;
  returnNodeId?: string;
  returnFactoryId?: string;
  returnUserId?: string;
}

interface Values {
  finishUserId?: string;
  dateCompleted: Dayjs;
  returnFactoryId?: string;
  returnUserId?: string;
  remark?: string;
  lines?: LineValues[];
}

/** The nodes of a mission as options (退回节点). */
function NodeSelect(p: { missionId: string; value?: string; onChange?: (v: string | undefined) => void; testId: string }) {
  const nodes = useQuery({
    queryKey: ['defects', 'missionNodes', p.missionId],
    queryFn: () => api.get<{ nodes: { id: string; name: string }[] }>(`fac-mission-prcd-nodes/${p.missionId}/nodes`),
  });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      value={p.value}
      onChange={(v: string | undefined) => p.onChange?.(v)}
      options={(nodes.data?.nodes ?? []).map((n) => ({ value: n.id, label: n.name }))}
      style={{ width: 120 }}
      data-testid={p.testId}
    />
  );
}

/**
 * 退回返修: 完成人员 and 完成日期 for the bill, and per chosen defect its quantity and where it goes back to (a node of its
 * mission, a processing factory and/or a workbay). Across the filter one factory / workbay takes every line.
 */
export function DefectReturnDialog({ open, rows, acrossFilter, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const totals = useDefectTotals();
  const r = (k: string) => t(`defects.return.${k}`);
  const submit = async () => {
    const v = await form.validateFields();
    const lines = v.lines ?? [];
    try {
      await defectsApi.act('return', {
        selectAllFlag: Boolean(acrossFilter),
        query: acrossFilter?.query,
        defectivedList: acrossFilter
          ? []
          : rows.map((row, i) => ({
              id: row.id,
              num: lines[i]?.num?.trim() || null,
              returnNodeId: lines[i]?.returnNodeId ?? null,
              returnFactoryId: lines[i]?.returnFactoryId ?? null,
              returnUserId: lines[i]?.returnUserId ?? null,
            })),
        returnFactoryId: acrossFilter ? (v.returnFactoryId ?? null) : null,
        returnUserId: acrossFilter ? (v.returnUserId ?? null) : null,
        finishUserId: v.finishUserId ?? null,
        dateCompleted: v.dateCompleted.format('YYYY-MM-DD'),
        remark: v.remark ?? null,
      });
      form.resetFields();
      onClose(true);
    } catch {
      // shown by the api client; the dialog keeps what was typed
    }
  };
  const count = acrossFilter ? totals.count : rows.length;
  return (
    <Modal
      open={open}
      width={acrossFilter ? 560 : 1100}
      title={t('defects.action.title', { action: t('defects.list.return'), count })}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      data-testid="defect-return-dialog"
    >
      <Form form={form} layout="inline" initialValues={{ dateCompleted: dayjs() }} style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="finishUserId" label={r('finishUser')} extra={r('finishUserHint')}>
          <SearchSelect loader={unitUserLoader} single style={{ width: 180 }} data-testid="return-finish-user" />
        </Form.Item>
        <Form.Item name="dateCompleted" label={r('date')} rules={[{ required: true, message: r('date') }]}>
          <DatePicker allowClear={false} data-testid="return-date" />
        </Form.Item>
        {acrossFilter ? (
          <>
            <Form.Item name="returnFactoryId" label={t('defects.action.returnFactory')}>
              <SearchSelect loader={outsideFactoryLoader} single style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="returnUserId" label={t('defects.action.returnUser')}>
              <SearchSelect loader={unitUserLoader} single style={{ width: 180 }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="remark" label={t('defects.action.remark')}>
          <Input maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        {acrossFilter ? null : (
          <Table<DefectRow>
            style={{ width: '100%', marginTop: 8 }}
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ y: 360 }}
            dataSource={rows}
            columns={[
              { key: 'styleNo', title: t('defects.field.styleNo'), dataIndex: 'styleNo', width: 100 },
              { key: 'node', title: t('defects.field.node'), dataIndex: 'nodeName', width: 80 },
              {
                key: 'sku',
                title: r('sku'),
                width: 110,
                render: (_: unknown, row) => [row.colorName, row.sizeName, row.standardName].filter(Boolean).join(' / '),
              },
              {
                key: 'labels',
                title: t('defects.field.labels'),
                dataIndex: 'defectLabelNames',
                width: 100,
                render: (v: string[]) => v.map((name) => <Tag key={name}>{name}</Tag>),
              },
              {
                key: 'open',
                title: r('open'),
                dataIndex: 'openNum',
                width: 64,
                align: 'right',
                render: (v: string) => dec.norm(v),
              },
              {
                key: 'num',
                title: t('defects.action.num'),
                width: 90,
                render: (_: unknown, _row, i) => (
                  <Form.Item name={['lines', i, 'num']} noStyle>
                    <Input inputMode="decimal" placeholder={r('all')} data-testid={`return-num-${i}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'toNode',
                title: r('toNode'),
                width: 130,
                render: (_: unknown, row, i) => (
                  <Form.Item name={['lines', i, 'returnNodeId']} noStyle>
                    <NodeSelect missionId={row.missionId} testId={`return-node-${i}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'toFactory',
                title: t('defects.action.returnFactory'),
                width: 150,
                render: (_: unknown, _row, i) => (
                  <Form.Item name={['lines', i, 'returnFactoryId']} noStyle>
                    <SearchSelect loader={outsideFactoryLoader} single data-testid={`return-factory-${i}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'toUser',
                title: t('defects.action.returnUser'),
                width: 150,
                render: (_: unknown, _row, i) => (
                  <Form.Item name={['lines', i, 'returnUserId']} noStyle>
                    <SearchSelect loader={unitUserLoader} single data-testid={`return-user-${i}`} />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form>
    </Modal>
  );
}
