import { isExpectBeforePurchase } from '@gf/contracts';
import { Card, Col, DatePicker, Form, Input, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { useSession } from '../../../shared/session/session';
import { outsideFactoryLoader, storehouseLoader } from '../api/purchasing-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

export interface HeaderValues {
  purchaserId: string;
  datePurchase: Dayjs;
  expectDateEnd?: Dayjs | null;
  arriveStorehouseId?: string | null;
  /** 一键采到送: 物料仓库 and 送料工厂. */
  storehouseId?: string;
  outsideFactoryId?: string;
  designStyleNo?: string | null;
  remark?: string | null;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * The purchase form's header: 采购员 (业务员 in 一键采到送), 采购日期, 预计货期 or 设计款号, 到料仓库 (物料仓库 and 送料工厂),
 * 备注. 预计货期 before 采购日期 is marked on the field as soon as both are chosen (the server refuses it too).
 */
export function PurchaseHeaderCard({
  form,
  isSample,
  isPickUp,
}: {
  form: FormInstance<HeaderValues>;
  isSample: boolean;
  isPickUp: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const f = (k: string) => t(`purchasing.field.${k}`);
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ purchaserId: session?.userId, datePurchase: dayjs() }}
        data-testid="purchase-header"
      >
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="purchaserId"
              label={isPickUp ? t('purchasing.pickUp.salesman') : f('purchaser')}
              rules={[requiredRule(isPickUp ? t('purchasing.pickUp.salesman') : f('purchaser'), 'select')]}
            >
              <SearchSelect single loader={unitUserLoader} autoSelectSingle />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="datePurchase" label={f('datePurchase')} rules={[requiredRule(f('datePurchase'), 'select')]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            {isSample ? (
              <Form.Item name="designStyleNo" label={f('designStyleNo')} rules={[{ max: 50 }]}>
                <Input />
              </Form.Item>
            ) : (
              <Form.Item
                name="expectDateEnd"
                label={f('expectDateEnd')}
                dependencies={['datePurchase']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: Dayjs | null | undefined) => {
                      const purchased = day(getFieldValue('datePurchase') as Dayjs | null);
                      if (isExpectBeforePurchase(purchased, day(value)))
                        throw new Error(t('purchasing.problem.expectBeforePurchase', { date: purchased }));
                    },
                  }),
                ]}
              >
                <DatePicker style={{ width: '100%' }} data-testid="purchase-expect-date" />
              </Form.Item>
            )}
          </Col>
          <Col span={6}>
            {isPickUp ? (
              <Form.Item
                name="storehouseId"
                label={t('purchasing.pickUp.storehouse')}
                rules={[requiredRule(t('purchasing.pickUp.storehouse'), 'select')]}
              >
                <SearchSelect
                  single
                  loader={storehouseLoader}
                  create={recordCreate('storehouse')}
                  data-testid="pickup-storehouse"
                />
              </Form.Item>
            ) : (
              <Form.Item name="arriveStorehouseId" label={f('arriveStorehouse')}>
                <SearchSelect single loader={storehouseLoader} create={recordCreate('storehouse')} allowClear />
              </Form.Item>
            )}
          </Col>
          {isPickUp && (
            <Col span={6}>
              <Form.Item
                name="outsideFactoryId"
                label={t('purchasing.pickUp.outsideFactory')}
                rules={[requiredRule(t('purchasing.pickUp.outsideFactory'), 'select')]}
              >
                <SearchSelect
                  single
                  loader={outsideFactoryLoader}
                  create={recordCreate('outsideFactory')}
                  data-testid="pickup-factory"
                />
              </Form.Item>
            </Col>
          )}
          <Col span={isPickUp ? 18 : 24}>
            <Form.Item name="remark" label={f('remark')} rules={[{ max: 150 }]} style={{ marginBottom: 0 }}>
              <Input.TextArea rows={1} maxLength={150} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
