import { ProductionOrderPermission as P, type PlaceOrderType } from '@gf/contracts';
import { Card, Checkbox, Col, DatePicker, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../shared/forms/required-rule';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import type { OptionPair } from '../../../shared/search-select/search-select.logic';
import type { SelectCreate } from '../../../shared/search-select/select-create';
import { outsideFactoryLoader, placeOrderTypeLoader } from '../api/orders-api';
import { AttachmentUpload, type Attachment } from './AttachmentUpload';
import { PlaceOrderTypeCreate } from './PlaceOrderTypeCreate';

export interface OrderHeaderValues {
  orderNo?: string | null;
  placeorderAt?: Dayjs | null;
  placeOrderTypeId?: string | null;
  buyNo?: string | null;
  chargerIds?: string[];
  isOutsideFac?: boolean;
  commonOutsideFactoryId?: string | null;
  isFirstOrder?: boolean | null;
  remark?: string | null;
  attachments?: Attachment[];
}

/** 下单类型 is this area's own record: its 新建 opens a small form here (ADR 0010, no registry needed). */
const placeOrderTypeCreate: SelectCreate<PlaceOrderType> = {
  permission: P.add,
  render: (props) => <PlaceOrderTypeCreate {...props} />,
  toOption: (r) => ({ value: r.attrId, label: r.attrVal }),
};

/**
 * The order's header (reference 02 §4): 生产单号 (blank = numbered by the rule), 制单日期, 下单类型, 采购单号, 负责人,
 * 整单外发 with its 加工厂商, 是否首单, 订单备注, 关联附件 (formal orders only).
 */
export function OrderHeaderCard({
  form,
  isAdvance,
  initialOptions,
}: {
  form: FormInstance<OrderHeaderValues>;
  isAdvance: boolean;
  /** Labels of the values a re-edit starts with. */
  initialOptions?: { placeOrderType?: OptionPair[]; factory?: OptionPair[]; chargers?: OptionPair[] };
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const isOutside = Form.useWatch('isOutsideFac', form);
  return (
    <Card size="small" title={t('productionOrders.form.header')} style={{ marginBottom: 12 }}>
      <Form form={form} layout="vertical" name="order-header" data-testid="order-header">
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="orderNo" label={f('orderNo')} rules={[{ max: 50 }]}>
              <Input placeholder={t('productionOrders.form.orderNoHint')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="placeorderAt" label={f('placeorderAt')} rules={[requiredRule(f('placeorderAt'), 'select')]}>
              <DatePicker style={{ width: '100%' }} data-testid="order-date" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="placeOrderTypeId" label={f('placeOrderType')}>
              <SearchSelect
                single
                loader={placeOrderTypeLoader}
                create={placeOrderTypeCreate}
                initialOptions={initialOptions?.placeOrderType}
                data-testid="order-category"
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="buyNo" label={f('buyNo')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="chargerIds" label={f('chargers')}>
              <SearchSelect loader={unitUserLoader} initialOptions={initialOptions?.chargers} />
            </Form.Item>
          </Col>
          <Col span={6}>
            {/* 整单外发 ticks in the label; the factory is chosen (and required) only then. */}
            <Form.Item
              name="commonOutsideFactoryId"
              label={
                <span>
                  {f('outsideFactory')}
                  <Form.Item name="isOutsideFac" valuePropName="checked" noStyle>
                    <Checkbox style={{ marginInlineStart: 12 }} data-testid="order-outside">
                      {f('isOutsideFac')}
                    </Checkbox>
                  </Form.Item>
                </span>
              }
              rules={isOutside ? [requiredRule(f('outsideFactory'), 'select')] : []}
            >
              <SearchSelect
                single
                disabled={!isOutside}
                loader={outsideFactoryLoader}
                create={recordCreate('outsideFactory')}
                initialOptions={initialOptions?.factory}
                data-testid="order-factory"
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="isFirstOrder" label={f('isFirstOrder')} tooltip={t('productionOrders.form.firstOrderAuto')}>
              <Select
                allowClear
                options={[
                  { value: true, label: t('productionOrders.option.yes') },
                  { value: false, label: t('productionOrders.option.no') },
                ]}
              />
            </Form.Item>
          </Col>
          {!isAdvance && (
            <Col span={6}>
              <Form.Item name="attachments" label={f('attachments')}>
                <AttachmentUpload />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')} rules={[{ max: 1000 }]} style={{ marginBottom: 0 }}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
