import type { WymPreview } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { uniqueCodesApi } from '../api/unique-codes-api';
import { cellOf, linesOf, type Typed } from '../components/cut-lines';
import { WymNodePicker } from '../components/WymNodePicker';
import '../locales/register';

interface HeadForm {
  lathe: string;
  dateCompleted: Dayjs;
  finishUserId: string;
  remark?: string;
}

/**
 * /missionWym?nodeId= 唯一码裁床: the pieces cut per SKU of a lay; 预览唯一码 shows the codes they would get (nothing is
 * written); 保存并生成 writes exactly those codes with the node's cutting report, or is refused when the cut or the
 * next free code changed. Changing the cut after a preview drops the preview.
 */
export function WymCuttingPage() {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`uniqueCodes.cut.${k}`, o);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId') ?? '';
  const [form] = Form.useForm<HeadForm>();
  const [typed, setTyped] = useState<Typed>({});
  const [preview, setPreview] = useState<{ key: string; data: WymPreview } | null>(null);
  const [busy, setBusy] = useState(false);
  const lathe = Form.useWatch('lathe', form) ?? '';

  const info = useQuery({
    queryKey: ['uniqueCodes', 'node', nodeId],
    queryFn: () => uniqueCodesApi.nodeInfo(nodeId),
    enabled: Boolean(nodeId),
  });
  useEffect(() => {
    if (!info.data) return;
    form.setFieldsValue({ lathe: info.data.nextLathe, dateCompleted: dayjs() });
  }, [info.data, form]);

  const order = useMemo(() => info.data?.skus.map((s) => s.goodsSkuId) ?? [], [info.data]);
  const lines = linesOf(order, typed);
  const key = JSON.stringify([lathe.trim(), lines]);
  const current = preview && preview.key === key ? preview.data : null;
  const total = (lines ?? []).reduce((s, l) => s + l.num, 0);

  const runPreview = async () => {
    await form.validateFields(['lathe']);
    if (!lines?.length) {
      modal.warning({ title: c('noPieces') });
      return;
    }
    setBusy(true);
    try {
      const data = await uniqueCodesApi.preview({ missionNodeId: nodeId, lathe: lathe.trim(), skus: lines });
      setPreview({ key, data });
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const head = await form.validateFields();
    if (!current || !lines) return;
    setBusy(true);
    try {
      const result = await uniqueCodesApi.save(nodeId, {
        lathe: head.lathe.trim(),
        skus: lines,
        dateCompleted: head.dateCompleted.format('YYYY-MM-DD'),
        finishUserId: head.finishUserId,
        remark: head.remark,
        firstWym: current.firstWym,
        previewToken: current.previewToken,
      });
      setPreview(null);
      setTyped({});
      modal.confirm({
        title: c('printAsk', { count: result.count }),
        okText: c('print'),
        cancelText: c('later'),
        onOk: () =>
          void navigate('/missionWym/print', { state: { body: { missionNodeId: nodeId, lathes: [head.lathe.trim()] } } }),
      });
    } catch {
      setPreview(null); // refused: the codes or the cut changed, the preview no longer holds
    } finally {
      setBusy(false);
    }
  };

  const d = info.data;
  return (
    <div>
      <PageHeader
        title={t('uniqueCodes.menu.cut')}
        actions={
          nodeId ? (
            <Button onClick={() => navigate(`/missionWymStatus?nodeId=${nodeId}`)} data-testid="wym-to-status">
              {c('toStatus')}
            </Button>
          ) : undefined
        }
      />
      {!nodeId && <WymNodePicker path="/missionWym" />}
      {d && (
        <Card size="small">
          <Typography.Paragraph type="secondary">
            {c('mission')} {d.missionNo} · {c('style')} {d.styleNo} · {c('node')} {d.nodeName}
            {d.usedLathes.length > 0 && ` · ${c('usedLathes')} ${d.usedLathes.join(', ')}`}
          </Typography.Paragraph>
          <Form form={form} layout="inline" style={{ rowGap: 8, marginBottom: 12 }}>
            <Form.Item
              name="lathe"
              label={c('lathe')}
              rules={[{ required: true, whitespace: true, message: c('required', { field: c('lathe') }) }]}
            >
              <Input style={{ width: 100 }} maxLength={50} data-testid="wym-lathe" />
            </Form.Item>
            <Form.Item
              name="dateCompleted"
              label={c('dateCompleted')}
              rules={[{ required: true, message: c('required', { field: c('dateCompleted') }) }]}
            >
              <DatePicker allowClear={false} />
            </Form.Item>
            <Form.Item
              name="finishUserId"
              label={c('finishUser')}
              rules={[{ required: true, message: c('required', { field: c('finishUser') }) }]}
            >
              <SearchSelect single loader={unitUserLoader} style={{ width: 180 }} data-testid="wym-finish-user" />
            </Form.Item>
            <Form.Item name="remark" label={c('remark')}>
              <Input maxLength={20} style={{ width: 180 }} />
            </Form.Item>
          </Form>
          <Table
            size="small"
            rowKey="goodsSkuId"
            pagination={false}
            dataSource={d.skus}
            style={{ maxWidth: 720 }}
            columns={[
              { key: 'color', title: c('color'), dataIndex: 'colorName' },
              { key: 'size', title: c('size'), dataIndex: 'sizeName' },
              { key: 'ordered', title: c('ordered'), dataIndex: 'num', align: 'right', render: (v: string) => Number(v) },
              {
                key: 'num',
                title: c('num'),
                width: 220,
                render: (_: unknown, s) => {
                  const cell = cellOf(typed[s.goodsSkuId]);
                  const over = cell.num - Number(s.num);
                  return (
                    <Space direction="vertical" size={0}>
                      <Input
                        style={{ width: 110 }}
                        value={typed[s.goodsSkuId] ?? ''}
                        status={cell.isWrong ? 'error' : over > 0 ? 'warning' : undefined}
                        data-testid={`wym-num-${s.colorName ?? ''}-${s.sizeName ?? ''}`}
                        onChange={(e) => setTyped({ ...typed, [s.goodsSkuId]: e.target.value })}
                      />
                      {cell.isWrong && <Typography.Text type="danger">{c('notInt')}</Typography.Text>}
                      {!cell.isWrong && over > 0 && <Typography.Text type="warning">{c('over', { num: over })}</Typography.Text>}
                    </Space>
                  );
                },
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {c('total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <b data-testid="wym-total">{total}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Space style={{ marginTop: 12 }}>
            <Button onClick={runPreview} loading={busy} disabled={!lines} data-testid="wym-preview">
              {c('preview')}
            </Button>
            <Button type="primary" onClick={save} loading={busy} disabled={!current} data-testid="wym-save">
              {c('save')}
            </Button>
            {preview && !current && <Typography.Text type="warning">{c('changed')}</Typography.Text>}
          </Space>
        </Card>
      )}
      {current && (
        <Card
          size="small"
          style={{ marginTop: 12 }}
          title={c('previewTitle', { count: current.total, first: current.firstWym, last: current.lastWym })}
        >
          <Table
            size="small"
            rowKey="seq"
            dataSource={current.rows}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            data-testid="wym-preview-table"
            columns={[
              { key: 'lathe', title: c('lathe'), render: () => current.lathe },
              { key: 'seq', title: c('seq'), dataIndex: 'seq' },
              { key: 'code', title: c('code'), dataIndex: 'code' },
              { key: 'mission', title: c('mission'), render: () => current.missionNo },
              { key: 'style', title: c('style'), render: () => current.styleNo },
              { key: 'color', title: c('color'), dataIndex: 'colorName' },
              { key: 'size', title: c('size'), dataIndex: 'sizeName' },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
