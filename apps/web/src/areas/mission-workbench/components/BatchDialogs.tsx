import { Form, Input, Modal, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/feedback/feedback';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionValue } from '../../../shared/search-select';
import { workbenchApi } from '../api/workbench-api';

interface Props {
  open: boolean;
  missionNodeIds: string[];
  onClose: () => void;
  onDone: () => void;
}

async function run(call: () => Promise<{ count: number }>, t: TFunction, onDone: () => void) {
  const answer = await call();
  feedback.message.success(t('missionWorkbench.bench.done', { n: answer.count }));
  onDone();
}

/** 批量改状态: the ticked nodes to one status; a late node finishes only with a delay reason (the server names it). */
export function BatchStatusDialog({ open, missionNodeIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ status: 0 | 1 | 2; delayReason?: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={`${t('missionWorkbench.bench.batchStatus')} · ${t('missionWorkbench.bench.selected', { n: missionNodeIds.length })}`}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'batch-status-ok' } }}
      onOk={async () => {
        const v = await form.validateFields();
        setBusy(true);
        try {
          await run(
            () => workbenchApi.batchStatus({ missionNodeIds, status: v.status, delayReason: v.delayReason || undefined }),
            t,
            onDone,
          );
        } catch {
          // shown by the api client
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ status: 2 }}>
        <Form.Item name="status" label={t('missionWorkbench.bench.toStatus')}>
          <Radio.Group
            options={[0, 1, 2].map((s) => ({ value: s, label: t(`missionWorkbench.nodeStatus.${s}`) }))}
            data-testid="batch-status"
          />
        </Form.Item>
        <Form.Item
          name="delayReason"
          label={t('missionWorkbench.bench.delayReason')}
          extra={t('missionWorkbench.bench.delayReasonHelp')}
        >
          <Input maxLength={200} data-testid="batch-delay-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 批量设负责人: the ticked nodes' persons in charge, replaced. */
export function BatchChargersDialog({ open, missionNodeIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [chargerIds, setChargerIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={`${t('missionWorkbench.bench.batchChargers')} · ${t('missionWorkbench.bench.selected', { n: missionNodeIds.length })}`}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ ...{ 'data-testid': 'batch-chargers-ok' } }}
      onOk={async () => {
        setBusy(true);
        try {
          await run(() => workbenchApi.batchChargers({ missionNodeIds, chargerIds }), t, onDone);
        } catch {
          // shown by the api client
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('missionWorkbench.bench.chargers')}>
          <SearchSelect
            loader={unitUserLoader}
            value={chargerIds}
            data-testid="batch-chargers"
            onChange={(v) => setChargerIds(((Array.isArray(v) ? v : v == null ? [] : [v]) as OptionValue[]).map(String))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
