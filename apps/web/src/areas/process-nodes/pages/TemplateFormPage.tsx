import type { PrcdNodeBrief, PrcdTemplateDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { PageHeader } from '../../../shared/page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { processNodesApi } from '../api/process-nodes-api';
import { TemplateRowsTable, type RowValue } from '../components/TemplateRowsTable';
import '../locales/register';

const blank = { name: '', chargerIds: [], nodes: [{ chargerIds: [] }], delayNotify: false };

function initialOf(t: PrcdTemplateDetail) {
  return {
    ...t,
    nodes: t.nodes.map((r) => ({
      prcdNodeId: r.prcdNodeId,
      chargerIds: r.chargerIds,
      labourCost: r.labourCost,
      endDaysBefore: r.endDaysBefore,
      warnDays: r.warnDays,
      diffMin: r.diffMin,
      diffMax: r.diffMax,
      outsideSettlement: r.outsideSettlement,
      isShipment: r.isShipment,
      upstreamPrcdNodeId: r.upstreamPrcdNodeId,
    })),
  };
}

/** 新建 / 编辑工序模板 (/createProcedure, ?id= edits): head, node rows, the delay rule. */
export function TemplateFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<PrcdNodeBrief[]>([]);
  const f = (key: string) => t(`processNodes.template.${key}`);
  const templateQuery = useQuery({
    queryKey: ['prcd-template', id],
    queryFn: () => processNodesApi.template(id!),
    enabled: Boolean(id),
  });
  const nodesQuery = useQuery({ queryKey: ['prcd-node-details'], queryFn: () => processNodesApi.details() });
  const nodes = useMemo(
    () => new Map([...(nodesQuery.data ?? []), ...created].map((n) => [n.id, n])),
    [nodesQuery.data, created],
  );
  const template = templateQuery.data;
  const rows = (Form.useWatch('nodes', form) ?? []) as RowValue[];
  const delayNotify = Form.useWatch('delayNotify', form) as boolean | undefined;
  const people = template
    ? [
        ...template.chargerIds.map((v, i) => ({ value: v, label: template.chargerNames[i] ?? v })),
        ...template.nodes.flatMap((r) => r.chargerIds.map((v, i) => ({ value: v, label: r.chargerNames[i] ?? v }))),
      ]
    : [];

  const checkName = async (_: unknown, name: string) => {
    if (!name?.trim()) return;
    const answer = await processNodesApi.checkName(name.trim(), id ?? undefined);
    if (answer.exists) throw new Error(f('nameTaken'));
  };

  const save = async () => {
    await form.validateFields();
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = { ...values, nodes: ((values.nodes ?? []) as RowValue[]).filter((r) => r.prcdNodeId) };
    setSaving(true);
    try {
      const saved = id ? await processNodesApi.updateTemplate(id, body) : await processNodesApi.createTemplate(body);
      void message.success(f('saved'));
      void navigate(`/procedureInfo?id=${saved.id}`);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  if ((id && !template) || nodesQuery.isLoading) return <Spin />;
  const delayOptions = rows.flatMap((r) => {
    const n = r.prcdNodeId ? nodes.get(r.prcdNodeId) : undefined;
    return n ? [{ value: n.id, label: n.name }] : [];
  });
  return (
    <>
      <PageHeader
        title={id ? f('editTitle') : f('createTitle')}
        actions={
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="template-save">
            {f('save')}
          </Button>
        }
      />
      <Form form={form} layout="vertical" initialValues={template ? initialOf(template) : blank} key={template?.id ?? 'new'}>
        <Card size="small" style={{ marginBottom: 12 }}>
          <Space size={24} wrap align="start">
            <Form.Item
              name="name"
              label={f('name')}
              rules={[{ required: true, max: 30 }, { validator: checkName }]}
              validateTrigger="onBlur"
              style={{ width: 280 }}
            >
              <Input maxLength={30} data-testid="template-name" />
            </Form.Item>
            <Form.Item name="chargerIds" label={f('chargers')} style={{ width: 280 }}>
              <SearchSelect loader={unitUserLoader} initialOptions={people} />
            </Form.Item>
            <Form.Item name="defaultAllOrderOutside" label={f('defaultAllOrderOutside')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="reportNeedsReview" label={f('reportNeedsReview')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Card>
        <Card size="small" title={f('rows')} style={{ marginBottom: 12 }}>
          <TemplateRowsTable
            form={form}
            nodes={nodes}
            peopleOptions={people}
            onNodeCreated={(n) => setCreated((list) => [...list, n])}
          />
        </Card>
        <Card size="small">
          <Space wrap align="center">
            <Form.Item name="delayNotify" valuePropName="checked" noStyle>
              <Checkbox data-testid="delay-notify">{f('delayNotify')}</Checkbox>
            </Form.Item>
            {delayNotify && (
              <>
                <Typography.Text>{f('delayText')}</Typography.Text>
                <Form.Item name="delayNotifyNodeId" noStyle>
                  <Select options={delayOptions} style={{ width: 160 }} data-testid="delay-node" />
                </Form.Item>
                <Form.Item name="delayNotifyNodeStatus" noStyle>
                  <Select
                    options={[
                      { value: 1, label: f('status1') },
                      { value: 2, label: f('status2') },
                    ]}
                    style={{ width: 110 }}
                    data-testid="delay-status"
                  />
                </Form.Item>
                <Typography.Text>{f('delayStatus')}</Typography.Text>
              </>
            )}
          </Space>
        </Card>
      </Form>
    </>
  );
}
