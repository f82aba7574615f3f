import type { HandoverBatchResult } from '@gf/contracts';
import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, List, Space, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { answerErrors } from '../../../shared/api/field-text';
import { pairLoader, SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { scanningApi } from '../api/scanning-api';
import '../locales/register';

const nodeLoader: OptionLoader = async (keyword) =>
  (await scanningApi.nodes(keyword || undefined)).map((n) => ({
    value: n.missionNodeId,
    label: `${n.missionNo} · ${n.styleNo} · ${n.name}`,
  }));
const factoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
/** Only the factory's workbays (scanning/workbays), never its staff or another factory's. */
const workbayLoader: OptionLoader = async (keyword) =>
  (await scanningApi.workbays(keyword || undefined)).map((w) => ({ value: w.id, label: w.name }));

interface Values {
  missionNodeId?: string;
  outsideFactoryId?: string;
  workbayUserId?: string;
  remark?: string;
}

/** A ticket waiting to be handed over; `refused` holds the server's reason after a refused batch. */
interface Pending {
  ticket: string;
  refused?: string;
}

/**
 * 交接 (beyond the original): tickets scanned or typed one after another into a list, then handed over at a node to an
 * outside factory and/or a workbay in one call (scanning/handover/batch: all or none). A refused batch marks each
 * refused ticket in red with the server's reason and hands over nothing; the user removes them and hands over again.
 */
export function HandoverTab() {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`scanning.handover.${key}`, o);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [ticket, setTicket] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [done, setDone] = useState<HandoverBatchResult[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  const add = (raw: string) => {
    const code = raw.trim();
    setTicket('');
    if (!code) return;
    if (pending.some((p) => p.ticket === code)) void message.warning(k('already', { ticket: code }));
    else setPending((all) => [...all, { ticket: code }]);
    input.current?.focus();
  };
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(undefined);
    try {
      const result = await scanningApi.handoverBatch({
        barcodes: pending.map((p) => p.ticket),
        missionNodeId: v.missionNodeId!,
        outsideFactoryId: v.outsideFactoryId ?? null,
        workbayUserId: v.workbayUserId ?? null,
        remark: v.remark ?? null,
      });
      setDone((all) => [result, ...all]);
      setPending([]);
      void message.success(k('handed', { count: result.bundles.length, num: result.totalNum }));
    } catch (e) {
      const reasons = new Map(
        answerErrors(e instanceof ApiError ? e.data : null)
          .filter((x) => x.field.startsWith('barcodes.'))
          .map((x) => [Number(x.field.slice('barcodes.'.length)), x.message]),
      );
      setPending((all) => all.map((p, i) => ({ ticket: p.ticket, refused: reasons.get(i) })));
      setError(reasons.size ? k('refused', { count: reasons.size }) : (e as Error).message);
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };
  const place = (r: HandoverBatchResult) => [r.nodeName, r.outsideFactoryName, r.workbayUserName].filter(Boolean).join(' · ');
  return (
    <div style={{ maxWidth: 960 }}>
      <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 12 }}>
        <Form.Item name="missionNodeId" label={k('node')} rules={[{ required: true, message: k('nodeRequired') }]}>
          <SearchSelect
            loader={nodeLoader}
            single
            placeholder={k('nodeHint')}
            style={{ width: 360 }}
            data-testid="handover-node"
          />
        </Form.Item>
        <Form.Item
          name="outsideFactoryId"
          label={k('factory')}
          dependencies={['workbayUserId']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value || getFieldValue('workbayUserId') ? Promise.resolve() : Promise.reject(new Error(k('needTarget'))),
            }),
          ]}
        >
          <SearchSelect loader={factoryLoader} single style={{ width: 200 }} data-testid="handover-factory" />
        </Form.Item>
        <Form.Item name="workbayUserId" label={k('workbay')}>
          <SearchSelect loader={workbayLoader} single style={{ width: 180 }} data-testid="handover-workbay" />
        </Form.Item>
        <Form.Item name="remark" label={k('remark')}>
          <Input maxLength={50} style={{ width: 200 }} />
        </Form.Item>
      </Form>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={input}
          size="large"
          value={ticket}
          onChange={(e) => setTicket(e.target.value)}
          onPressEnter={() => add(ticket)}
          placeholder={k('ticketHint')}
          data-testid="handover-input"
        />
        <Button
          size="large"
          type="primary"
          disabled={!pending.length}
          loading={busy}
          onClick={() => void submit()}
          data-testid="handover-submit"
        >
          {k('submit', { count: pending.length })}
        </Button>
      </Space.Compact>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} data-testid="handover-error" />}
      <List
        style={{ marginTop: 12 }}
        size="small"
        header={<Typography.Text strong>{k('pending', { count: pending.length })}</Typography.Text>}
        dataSource={pending}
        locale={{ emptyText: k('empty') }}
        renderItem={(p) => (
          <List.Item
            data-testid="handover-line"
            actions={[
              <Button
                key="remove"
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={k('remove')}
                onClick={() => setPending((all) => all.filter((x) => x.ticket !== p.ticket))}
              />,
            ]}
          >
            {p.refused ? (
              <Typography.Text type="danger">
                <CloseCircleFilled style={{ marginRight: 8 }} />
                {p.refused}
              </Typography.Text>
            ) : (
              <Typography.Text strong>{p.ticket}</Typography.Text>
            )}
          </List.Item>
        )}
      />
      {done.length > 0 && (
        <List
          style={{ marginTop: 12 }}
          size="small"
          header={<Typography.Text strong>{k('doneTitle')}</Typography.Text>}
          dataSource={done}
          renderItem={(r) => (
            <List.Item data-testid="handover-done">
              <span>
                <CheckCircleFilled style={{ color: '#52c41a', marginRight: 8 }} />
                {k('now', { count: r.bundles.length, num: r.totalNum, to: place(r) })}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {r.bundles.map((b) => b.ticketNo).join('、')}
                </Typography.Text>
              </span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
