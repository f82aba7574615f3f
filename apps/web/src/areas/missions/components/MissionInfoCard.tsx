import { Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** 工单信息: number (blank = the numbering rule), dates, priority, customer style and order numbers, remark. */
export function MissionInfoCard() {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  return (
    <Card size="small" title={t('missions.form.info')} style={{ marginBottom: 12 }}>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="missionNo" label={f('missionNo')} extra={t('missions.form.missionNoHint')}>
            <Input maxLength={30} data-testid="mission-no-input" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="placeorderAt" label={f('placeorderAt')} rules={[{ required: true }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="deliveryAt"
            label={f('deliveryAt')}
            rules={[{ required: true, message: t('missions.problem.deliveryAt') }]}
          >
            <DatePicker style={{ width: '100%' }} data-testid="mission-delivery" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="priority" label={f('priority')}>
            <Select options={[0, 1, 2].map((p) => ({ value: p, label: t(`missions.priority.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="customerStyleNo" label={f('customerStyleNo')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="customerOrderNo" label={f('customerOrderNo')}>
            <Input maxLength={15} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="remark" label={f('remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
