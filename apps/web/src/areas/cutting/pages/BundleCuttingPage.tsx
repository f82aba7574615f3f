import { NodeReportPermission, type LayDetail } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { GuardedButton } from '../../../shared/session/permission';
import { cuttingApi } from '../api/cutting-api';
import { FabricTable } from '../components/FabricTable';
import { draftBundles, formOfLay, previewTicket, type DraftBundle, type FabricRow } from '../components/lay-form';
import '../locales/register';

const nodeLoader: OptionLoader = async (keyword) =>
  (await cuttingApi.nodes(keyword || undefined)).map((n) => ({
    value: n.missionNodeId,
    label: `${n.missionNo} · ${n.styleNo} · ${n.nodeName}`,
  }));

interface HeadForm {
  dateCompleted: Dayjs;
  finishUserId: string;
  lathe: string;
  bundleCap?: number | null;
  remark?: string;
}

/**
 * /cutting/report 扎号裁床: for a mission's bundle cutting node, a lay's fabric table (colour, roll or dye lot, plies)
 * and marker ratio per size generate the bundles (工单号-床次-序号, quantities editable); 存为草稿 keeps them, 提报
 * posts the lay as the node's cutting report and offers to print the tickets.
 */
export function BundleCuttingPage() {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, unknown>) => t(`cutting.report.${k}`, o);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const nodeId = params.get('nodeId') ?? '';
  const layId = params.get('layId') ?? '';
  const { modal } = App.useApp();
  const [form] = Form.useForm<HeadForm>();
  const [fabrics, setFabrics] = useState<FabricRow[]>([{ key: 0 }]);
  const [ratios, setRatios] = useState<Record<string, number | null>>({});
  const [bundles, setBundles] = useState<DraftBundle[]>([]);
  const [version, setVersion] = useState<number | undefined>();
  const [saving, setSaving] = useState(false);
  const lathe = Form.useWatch('lathe', form) ?? '';

  const info = useQuery({
    queryKey: ['cutting', 'node', nodeId],
    queryFn: () => cuttingApi.nodeInfo(nodeId),
    enabled: Boolean(nodeId),
  });
  const lay = useQuery({ queryKey: ['cutting', 'lay', layId], queryFn: () => cuttingApi.lay(layId), enabled: Boolean(layId) });

  useEffect(() => {
    if (!info.data || layId) return;
    form.setFieldsValue({ dateCompleted: dayjs(), lathe: info.data.nextLathe });
    setFabrics([{ key: 0 }]);
    setRatios(Object.fromEntries(info.data.sizes.map((s) => [s.id, null])));
    setBundles([]);
    setVersion(undefined);
  }, [info.data, layId, form]);
  useEffect(() => {
    const l: LayDetail | undefined = lay.data;
    if (!l) return;
    const state = formOfLay(l);
    form.setFieldsValue({
      dateCompleted: dayjs(l.dateCompleted),
      finishUserId: l.finishUserId ?? undefined,
      lathe: l.lathe,
      bundleCap: l.bundleCap,
      remark: l.remark ?? undefined,
    });
    setFabrics(state.fabrics);
    setRatios(state.ratios);
    setBundles(state.bundles);
    setVersion(l.version);
  }, [lay.data, form]);

  const colorName = new Map(info.data?.colors.map((c) => [c.id, c.name]));
  const sizeName = new Map(info.data?.sizes.map((s) => [s.id, s.name]));
  const total = bundles.reduce((sum, b) => sum + (b.num || 0), 0);
  const submitted = lay.data?.status === 1;

  const generate = () => setBundles(draftBundles(fabrics, ratios, form.getFieldValue('bundleCap') ?? null));

  const save = async (actionType: 'DRAFT' | 'REPORT') => {
    const head = await form.validateFields();
    if (!bundles.length) {
      modal.warning({ title: r('noBundles') });
      return;
    }
    setSaving(true);
    try {
      const used = Object.keys(ratios).filter((id) => bundles.some((b) => b.sizeId === id) || (ratios[id] ?? 0) > 0);
      const result = await cuttingApi.saveLay(nodeId, {
        layId: layId || undefined,
        version,
        actionType,
        dateCompleted: head.dateCompleted.format('YYYY-MM-DD'),
        finishUserId: head.finishUserId,
        lathe: head.lathe,
        bundleCap: head.bundleCap ?? null,
        remark: head.remark,
        fabrics: fabrics.map((f) => ({ colorId: f.colorId, lot: f.lot, plies: f.plies })),
        ratios: used.map((sizeId) => ({ sizeId, ratio: ratios[sizeId] ?? 0 })),
        bundles: bundles.map((b) => ({ fabricIndex: b.fabricIndex, sizeId: b.sizeId, num: b.num })),
      });
      await queryClient.invalidateQueries({ queryKey: ['cutting'] });
      if (actionType === 'REPORT')
        modal.confirm({
          title: r('printAsk', { count: result.bundleIds.length }),
          okText: r('print'),
          cancelText: r('later'),
          onOk: () => void navigate('/ligation/print', { state: { body: { ligationIds: result.bundleIds, copies: 1 } } }),
        });
      setParams({ nodeId, layId: result.layId });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <PageHeader title={t('cutting.menu.report')} back={false} />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Typography.Text>{r('pickNode')}</Typography.Text>
          <SearchSelect
            single
            loader={nodeLoader}
            value={nodeId || undefined}
            placeholder={r('pickHint')}
            style={{ width: 420 }}
            data-testid="cutting-node"
            onChange={(v) => setParams(v ? { nodeId: String(v) } : {})}
          />
          {info.data && (
            <Typography.Text type="secondary">
              {r('mission')} {info.data.missionNo} · {r('style')} {info.data.styleNo} {info.data.styleName} · {info.data.nodeName}
            </Typography.Text>
          )}
        </Space>
        {info.data && info.data.lays.length > 0 && (
          <Space wrap style={{ marginTop: 8 }}>
            <Typography.Text>{r('lays')}:</Typography.Text>
            {info.data.lays.map((l) => (
              <Button
                key={l.id}
                size="small"
                type={l.id === layId ? 'primary' : 'default'}
                onClick={() => setParams({ nodeId, layId: l.id })}
              >
                {r('lathe')} {l.lathe} · {l.bundleCount} / {l.totalNum}{' '}
                <Tag style={{ marginLeft: 4 }}>{r(`layStatus.${l.status}`)}</Tag>
              </Button>
            ))}
            <Button size="small" onClick={() => setParams({ nodeId })}>
              {r('newLay')}
            </Button>
          </Space>
        )}
      </Card>
      {info.data && (
        <Card size="small">
          <Form form={form} layout="inline" disabled={submitted} style={{ rowGap: 8, marginBottom: 12 }}>
            <Form.Item
              name="dateCompleted"
              label={r('dateCompleted')}
              rules={[{ required: true, message: r('required', { field: r('dateCompleted') }) }]}
            >
              <DatePicker allowClear={false} />
            </Form.Item>
            <Form.Item
              name="finishUserId"
              label={r('finishUser')}
              rules={[{ required: true, message: r('required', { field: r('finishUser') }) }]}
            >
              <SearchSelect single loader={unitUserLoader} style={{ width: 180 }} data-testid="cutting-finish-user" />
            </Form.Item>
            <Form.Item
              name="lathe"
              label={r('lathe')}
              rules={[{ required: true, message: r('required', { field: r('lathe') }) }]}
            >
              <Input style={{ width: 90 }} maxLength={30} />
            </Form.Item>
            <Form.Item name="bundleCap" label={r('bundleCap')} tooltip={r('bundleCapHint')}>
              <InputNumber min={1} max={10000} precision={0} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="remark" label={r('remark')}>
              <Input maxLength={20} style={{ width: 160 }} />
            </Form.Item>
          </Form>
          <FabricTable
            disabled={submitted}
            colors={info.data.colors}
            sizes={info.data.sizes}
            fabrics={fabrics}
            ratios={ratios}
            onFabrics={setFabrics}
            onRatios={setRatios}
          />
          <Space style={{ margin: '12px 0' }}>
            <Button type="primary" ghost onClick={generate} disabled={submitted} data-testid="cutting-generate">
              {r('generate')}
            </Button>
            <Typography.Text type="secondary">{r('regenerateHint')}</Typography.Text>
          </Space>
          <Table<DraftBundle>
            size="small"
            rowKey="key"
            dataSource={bundles}
            pagination={bundles.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              {
                title: r('ticketNo'),
                key: 'ticket',
                width: 200,
                render: (_, b) => previewTicket(info.data!.missionNo, lathe, bundles.indexOf(b)),
              },
              { title: r('color'), key: 'color', render: (_, b) => colorName.get(b.colorId) },
              { title: r('size'), key: 'size', render: (_, b) => sizeName.get(b.sizeId) },
              { title: r('lot'), dataIndex: 'lot' },
              {
                title: r('num'),
                key: 'num',
                width: 120,
                render: (_, b) => (
                  <InputNumber
                    size="small"
                    min={1}
                    max={1000000}
                    precision={0}
                    value={b.num}
                    disabled={submitted}
                    aria-label={r('num')}
                    onChange={(v) => setBundles((all) => all.map((x) => (x.key === b.key ? { ...x, num: v ?? 0 } : x)))}
                  />
                ),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  <Typography.Text strong data-testid="cutting-total">
                    {r('total', { count: bundles.length, num: total })}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {submitted ? (
            <Alert style={{ marginTop: 12 }} type="success" message={`${r('reportNo')}: ${lay.data?.reportBillNo ?? ''}`} />
          ) : (
            <Space style={{ marginTop: 12 }}>
              <Button loading={saving} onClick={() => void save('DRAFT')}>
                {r('draft')}
              </Button>
              <GuardedButton
                type="primary"
                loading={saving}
                permission={NodeReportPermission.report}
                onClick={() => void save('REPORT')}
              >
                {r('submit')}
              </GuardedButton>
            </Space>
          )}
        </Card>
      )}
    </div>
  );
}
