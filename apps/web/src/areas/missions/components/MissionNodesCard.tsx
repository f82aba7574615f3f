import { useQuery } from '@tanstack/react-query';
import { App, Card, Checkbox, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { outsideFactoryLoader } from '../api/missions-api';
import { processApi, nodeTypeName, templateLoader } from '../../../shared/process/process-loaders';
import { rowsFromTemplate, type NodeRow } from './node-rows';
import { NodeRowsTable } from './NodeRowsTable';
import { UserSelect } from './UserSelect';

/** 工序节点: template (asks before replacing rows), leaders, 整单外发 + factory + price, the node rows. */
export function MissionNodesCard({
  rows,
  onRows,
  deliveryAt,
  templateLabel,
  lockedIds,
}: {
  rows: NodeRow[];
  onRows: (rows: NodeRow[]) => void;
  deliveryAt: string | null;
  templateLabel: string | null;
  lockedIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const isOutside = Boolean(Form.useWatch('isOutside', form));
  const templateId = Form.useWatch('prcdTemplateId', form) as string | null | undefined;
  const f = (k: string) => t(`missions.field.${k}`);
  const template = useQuery({
    queryKey: ['prcd-templates', templateId],
    queryFn: () => processApi.template(templateId!),
    enabled: Boolean(templateId),
  });

  const chooseTemplate = (id: string | null, previous: string | null | undefined) => {
    const apply = async () => {
      form.setFieldValue('prcdTemplateId', id);
      if (!id) return;
      const tpl = await processApi.template(id);
      onRows(
        rowsFromTemplate(
          tpl.nodes.map((n) => ({ ...n, name: n.nodeName, typeName: nodeTypeName(n.typeCode) })),
          deliveryAt,
        ),
      );
      if (!form.getFieldValue('leaderIds')?.length && tpl.chargerIds.length) form.setFieldValue('leaderIds', tpl.chargerIds);
      if (tpl.defaultAllOrderOutside) form.setFieldValue('isOutside', true);
    };
    if (!rows.some((r) => r.prcdNodeId) || !id) return void apply();
    modal.confirm({
      title: t('missions.form.changeTemplateTitle'),
      content: t('missions.form.changeTemplateText'),
      onOk: apply,
      onCancel: () => form.setFieldValue('prcdTemplateId', previous ?? null),
    });
  };

  return (
    <Card size="small" title={t('missions.form.nodes')} style={{ marginBottom: 12 }}>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item label={f('template')}>
            <SearchSelect
              single
              loader={templateLoader}
              value={templateId ?? null}
              initialOptions={templateId && templateLabel ? [{ value: templateId, label: templateLabel }] : undefined}
              onChange={(v) => chooseTemplate(v == null ? null : String(v), templateId)}
              data-testid="mission-template"
            />
          </Form.Item>
          <Form.Item name="prcdTemplateId" hidden>
            <Input />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="leaderIds" label={f('leaders')} required>
            <UserSelect data-testid="mission-leaders" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="isOutside" label={f('isOutside')} valuePropName="checked">
            <Checkbox />
          </Form.Item>
        </Col>
        {isOutside && (
          <>
            <Col span={4}>
              <Form.Item name="outsideFactoryId" label={f('outsideFactory')} required>
                <SearchSelect single loader={outsideFactoryLoader} create={recordCreate('outsideFactory')} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="machiningUnitPrice" label={f('machiningUnitPrice')} extra={t('missions.form.priceTip')}>
                <Input addonAfter={t('missions.form.perPiece')} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <NodeRowsTable
        rows={rows}
        onChange={onRows}
        lockedIds={lockedIds}
        templateNeedsReview={templateId ? (template.data?.reportNeedsReview ?? null) : null}
      />
    </Card>
  );
}
