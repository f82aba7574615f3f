import { NODE_REPORT_REVIEWS, NODE_TYPE_CLASSES, billKindsOf, type NodeTypeCode, type PrcdNodeRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Radio, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { currentLanguage } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/page';
import { SearchSelect } from '../../../shared/search-select';
import { processNodesApi, sectionLoader, type NodeForm } from '../api/process-nodes-api';
import { BillConfigs, NodeOptions } from '../components/NodeOptions';
import '../locales/register';

const blank = { typeCode: 'quantitative', tags: [], billConfigs: {}, reportReview: 'inherit' };

/** The form's values as the server takes them: bill configs only for the kinds the type has and named. */
function payloadOf(values: Record<string, unknown>): NodeForm {
  const typeCode = values.typeCode as NodeTypeCode;
  const kinds = billKindsOf(typeCode, Boolean(values.allowAdjustNum));
  const configs = (values.billConfigs ?? {}) as Record<string, { billName?: string; fields?: string[] }>;
  const billConfigs = Object.fromEntries(
    kinds.flatMap((k) => (configs[k]?.billName ? [[k, { billName: configs[k].billName, fields: configs[k].fields ?? [] }]] : [])),
  );
  const tags = ((values.tags ?? []) as { id?: string; name?: string }[]).filter((tag) => tag.name?.trim());
  return { ...(values as NodeForm), tags: tags as NodeForm['tags'], billConfigs };
}

function lockText(t: (k: string, o?: Record<string, unknown>) => string, node: PrcdNodeRow | undefined): string | null {
  if (!node?.lock) return null;
  const parts: string[] = [];
  if (node.lock.missionCount > 0) parts.push(t('processNodes.form.lockMissions', { count: node.lock.missionCount }));
  if (node.lock.upstreamInTemplates.length > 0)
    parts.push(t('processNodes.form.lockUpstream', { names: node.lock.upstreamInTemplates.join('、') }));
  return t('processNodes.form.lockedHint', { reason: parts.join(currentLanguage() === 'en' ? ', ' : '，') });
}

/** 新建节点 / 编辑节点 (/newNode, ?id= edits): type grouped by class, name, section, tags, options, bill configs. */
export function NodeFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const f = (key: string) => t(`processNodes.form.${key}`);
  const lang = currentLanguage() === 'en' ? 'en' : 'zh';
  const nodeQuery = useQuery({ queryKey: ['prcd-node', id], queryFn: () => processNodesApi.node(id!), enabled: Boolean(id) });
  const node = nodeQuery.data;
  const locked = lockText(t, node);

  const save = async () => {
    const raw = (await form.validateFields()) as Record<string, unknown>;
    setSaving(true);
    try {
      const payload = payloadOf({ ...form.getFieldsValue(true), ...raw });
      if (id) await processNodesApi.updateNode(id, payload);
      else await processNodesApi.createNode(payload);
      void message.success(f('saved'));
      void navigate('/workingProcedure');
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  if (id && !node) return <Spin />;
  const typeCode = values.typeCode as NodeTypeCode | undefined;
  return (
    <>
      <PageHeader
        title={id ? f('editTitle') : f('createTitle')}
        actions={
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="node-save">
            {f('save')}
          </Button>
        }
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={node ? { ...node, tags: node.tags } : blank}
        key={node?.id ?? 'new'}
        style={{ maxWidth: 1100 }}
      >
        {locked && <Alert type="warning" showIcon message={locked} style={{ marginBottom: 12 }} data-testid="node-locked" />}
        <Card size="small" title={f('basics')} style={{ marginBottom: 12 }}>
          <Form.Item name="typeCode" label={f('type')} extra={f('typeLockedNote')} rules={[{ required: true }]}>
            <Radio.Group disabled={Boolean(node?.lock)} style={{ width: '100%' }}>
              {NODE_TYPE_CLASSES.map((c) => (
                <div key={c.key} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
                  <Typography.Text type="secondary" style={{ width: 96, flex: 'none' }}>
                    {c[lang]}
                  </Typography.Text>
                  <Space wrap size={[16, 4]}>
                    {c.types.map((type) => (
                      <Tooltip key={type.code} title={lang === 'en' ? type.descriptionEn : type.descriptionZh}>
                        <Radio value={type.code} data-testid={`type-${type.code}`}>
                          {type[lang]}
                        </Radio>
                      </Tooltip>
                    ))}
                  </Space>
                </div>
              ))}
            </Radio.Group>
          </Form.Item>
          <Space size={16} wrap align="start">
            <Form.Item name="name" label={f('name')} rules={[{ required: true, max: 20 }]} style={{ width: 260 }}>
              <Input maxLength={20} data-testid="node-name" />
            </Form.Item>
            <Form.Item name="workshopSectionId" label={f('section')} style={{ width: 260 }}>
              <SearchSelect
                loader={sectionLoader}
                single
                allowClear
                initialOptions={
                  node?.workshopSectionId ? [{ value: node.workshopSectionId, label: node.workshopSectionName ?? '' }] : []
                }
              />
            </Form.Item>
            <Form.Item name="reportReview" label={f('reportReview')} tooltip={f('reportReviewTip')} style={{ width: 200 }}>
              <Select
                data-testid="node-report-review"
                options={NODE_REPORT_REVIEWS.map((value) => ({
                  value,
                  label: f(`review${value[0]!.toUpperCase()}${value.slice(1)}`),
                }))}
              />
            </Form.Item>
          </Space>
          <Form.Item label={f('tags')} style={{ marginBottom: 0 }}>
            <Form.List name="tags">
              {(fields, { add, remove }) => (
                <Space wrap>
                  {fields.map((field) => (
                    <Space.Compact key={field.key}>
                      <Form.Item name={[field.name, 'name']} noStyle>
                        <Input placeholder={f('tagName')} maxLength={20} style={{ width: 120 }} />
                      </Form.Item>
                      <Button onClick={() => remove(field.name)}>×</Button>
                    </Space.Compact>
                  ))}
                  <Button type="dashed" onClick={() => add({ name: '' })} data-testid="tag-add">
                    {f('addTag')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
        </Card>
        <Card size="small" title={f('options')} style={{ marginBottom: 12 }}>
          <NodeOptions typeCode={typeCode} isLocked={Boolean(node?.lock)} values={values} />
        </Card>
        {typeCode && typeCode !== 'logic' && (
          <Card size="small" title={f('bills')} style={{ marginBottom: 12 }}>
            <BillConfigs typeCode={typeCode} allowAdjustNum={Boolean(values.allowAdjustNum)} />
          </Card>
        )}
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </>
  );
}
