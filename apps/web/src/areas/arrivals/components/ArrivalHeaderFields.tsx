import { Checkbox, DatePicker, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { useSession } from '../../../shared/session/session';
import { outsideFactoryLoader, storehouseLoader, supplierLoader } from '../api/arrivals-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

type Option = { value: string; label: string }[] | undefined;

/**
 * The arrival form's header fields (inside its Form): 供应商, 到料单号, 到料员, 到料日期, 到料仓库, 备注, and 供应商直发加工厂
 * with the processing factory. The selects start with the options of the bill the form was opened from.
 */
export function ArrivalHeaderFields({
  direct,
  options,
  onSupplierName,
}: {
  direct: boolean;
  options: { supplier: Option; storehouse: Option; factory: Option };
  onSupplierName: (name: string) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const f = (key: string) => t(`arrivals.field.${key}`);
  return (
    <>
      <Space wrap size={16} align="start">
        <Form.Item name="supplierId" label={f('supplier')} rules={[requiredRule(f('supplier'), 'select')]}>
          <SearchSelect
            single
            loader={supplierLoader}
            create={recordCreate('supplier')}
            style={{ width: 220 }}
            onChange={(_v, o) => onSupplierName(o && !Array.isArray(o) ? String(o.label) : '')}
            initialOptions={options.supplier}
            data-testid="arrival-supplier"
          />
        </Form.Item>
        <Form.Item name="orderNo" label={f('orderNo')}>
          <Input maxLength={150} placeholder={f('orderNoHint')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="creatorId" label={f('creator')} rules={[requiredRule(f('creator'), 'select')]}>
          <SearchSelect
            single
            loader={unitUserLoader}
            style={{ width: 180 }}
            initialOptions={session ? [{ value: session.userId, label: session.userInfo.userName }] : undefined}
          />
        </Form.Item>
        <Form.Item name="dateArrive" label={f('dateArrive')} rules={[requiredRule(f('dateArrive'), 'select')]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
          <SearchSelect
            single
            autoSelectSingle
            loader={storehouseLoader}
            create={recordCreate('storehouse')}
            style={{ width: 180 }}
            initialOptions={options.storehouse}
            data-testid="arrival-storehouse"
          />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <Input maxLength={150} style={{ width: 240 }} />
        </Form.Item>
      </Space>
      <Space align="start">
        <Form.Item name="direct" valuePropName="checked">
          <Checkbox>{f('direct')}</Checkbox>
        </Form.Item>
        {direct && (
          <Form.Item name="outsideFactoryId" rules={[requiredRule(f('outsideFactory'), 'select')]}>
            <SearchSelect
              single
              loader={outsideFactoryLoader}
              create={recordCreate('outsideFactory')}
              placeholder={f('outsideFactory')}
              style={{ width: 220 }}
              initialOptions={options.factory}
            />
          </Form.Item>
        )}
      </Space>
    </>
  );
}
