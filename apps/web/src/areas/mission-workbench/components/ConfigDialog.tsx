import { missionFieldCodes, type WorkspaceConfig } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workbenchApi, workbenchKeys } from '../api/workbench-api';

interface Values {
  name: string;
  missionFields: string[];
  prcdNodeIds: string[];
}

/** 新建 / 编辑列配置: a name, the mission fields and the node columns (definitions live missions use), in order. */
export function ConfigDialog({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: WorkspaceConfig | null;
  onClose: () => void;
  onSaved: (config: WorkspaceConfig) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const nodes = useQuery({ queryKey: workbenchKeys.nodes, queryFn: workbenchApi.nodes, enabled: open });
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { name: editing.name, missionFields: editing.missionFields, prcdNodeIds: editing.prcdNodeIds }
        : { name: '', missionFields: ['missionNo', 'styleNo', 'customerName', 'deliveryAt', 'status'], prcdNodeIds: [] },
    );
  }, [open, editing, form]);
  return (
    <Modal
      open={open}
      title={t(editing ? 'missionWorkbench.bench.editConfig' : 'missionWorkbench.bench.newConfig')}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={640}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          onSaved(await workbenchApi.saveConfig({ ...values, ...(editing ? { id: editing.id } : {}) }));
        } catch {
          // shown by the api client
        } finally {
          setBusy(false);
        }
      }}
      okButtonProps={{ ...{ 'data-testid': 'config-save' } }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('missionWorkbench.bench.configName')} rules={[{ required: true }]}>
          <Input maxLength={40} data-testid="config-name" />
        </Form.Item>
        <Form.Item name="missionFields" label={t('missionWorkbench.bench.missionFields')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            options={missionFieldCodes.map((c) => ({ value: c, label: t(`missionWorkbench.field.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="prcdNodeIds" label={t('missionWorkbench.bench.nodes')}>
          <Select
            mode="multiple"
            loading={nodes.isLoading}
            data-testid="config-nodes"
            optionFilterProp="label"
            options={(nodes.data ?? []).map((n) => ({
              value: n.prcdNodeId,
              label: t('missionWorkbench.bench.nodeCount', { name: n.name, n: n.missionCount }),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
