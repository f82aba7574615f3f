import {
  billKindsOf,
  isQuantityType,
  REPORT_BILL_FIELD_NAMES,
  REPORT_BILL_FIELDS,
  REPORT_BILL_KIND_NAMES,
  type NodeTypeCode,
} from '@gf/contracts';
import { Checkbox, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { SearchSelect } from '../../../shared/search-select';
import { materialKindLoader, storehouseLoader } from '../api/process-nodes-api';

interface Props {
  typeCode: NodeTypeCode | undefined;
  isLocked: boolean;
  values: Record<string, unknown>;
}

/** 节点选项: the options of the type chosen, each shown only where it applies; read-only while the node is locked. */
export function NodeOptions({ typeCode, isLocked, values }: Props) {
  const { t } = useTranslation();
  const f = (key: string, options?: Record<string, unknown>) => t(`processNodes.form.${key}`, options ?? {});
  if (!typeCode) return null;
  const quantity = isQuantityType(typeCode);
  const codes = Boolean(values.associateWym) || Boolean(values.associateLigation);
  const check = (name: string, disabled = false) => (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox disabled={isLocked || disabled} data-testid={`opt-${name}`}>
        {f(name)}
      </Checkbox>
    </Form.Item>
  );
  return (
    <Space direction="vertical" size={10} style={{ width: '100%' }}>
      {typeCode === 'material' && (
        <Form.Item name="materialKindIds" label={f('materialKinds')} style={{ marginBottom: 0, maxWidth: 480 }}>
          <SearchSelect loader={materialKindLoader} />
        </Form.Item>
      )}
      {quantity && (
        <>
          <Space size={24} wrap>
            {check('associateWym', Boolean(values.associateLigation) || typeCode === 'actual_cutting_ligation')}
            {check('associateLigation', Boolean(values.associateWym) || typeCode === 'actual_cutting_wym')}
            {check('doac')}
          </Space>
          <Space size={24} wrap>
            {check('associateInStore', codes)}
            {(Boolean(values.associateInStore) || typeCode === 'tail_in_store') && check('selectDefaultStore')}
            {Boolean(values.selectDefaultStore) && (
              <Form.Item name="defaultStorehouseId" label={f('defaultStorehouse')} style={{ marginBottom: 0, minWidth: 240 }}>
                <SearchSelect loader={storehouseLoader} single />
              </Form.Item>
            )}
          </Space>
          <Space size={24} wrap>
            {check('allowOutside', codes)}
            {Boolean(values.allowOutside) && check('outsideFollowPre')}
            {check('allowAdjustNum', codes)}
            {(typeCode === 'quantitative' || typeCode === 'quality_checking') && (
              // Not one of the options that lock with use: it only decides whether a scan may skip the node before.
              <Form.Item name="scanOutOfOrder" valuePropName="checked" noStyle>
                <Checkbox data-testid="opt-scanOutOfOrder">{f('scanOutOfOrder')}</Checkbox>
              </Form.Item>
            )}
          </Space>
          <Space size={8} wrap align="center">
            {check('allowCompleteExcess')}
            {Boolean(values.allowCompleteExcess) && (
              <Form.Item name="completeExcessPercent" noStyle>
                <InputNumber<string>
                  stringMode
                  min="0"
                  max="999.99"
                  step="0.01"
                  precision={2}
                  disabled={isLocked}
                  addonAfter="%"
                  placeholder={f('percent')}
                  data-testid="opt-completeExcessPercent"
                />
              </Form.Item>
            )}
          </Space>
        </>
      )}
      {typeCode !== 'logic' && (
        <Space size={24} wrap>
          <Form.Item name="reportSendSelectUser" valuePropName="checked" noStyle>
            <Checkbox>{f('reportSendSelectUser')}</Checkbox>
          </Form.Item>
          {Boolean(values.reportSendSelectUser) && (
            <Form.Item name="reportSendDefComplete" valuePropName="checked" noStyle>
              <Checkbox>{f('reportSendDefComplete')}</Checkbox>
            </Form.Item>
          )}
        </Space>
      )}
    </Space>
  );
}

/** 单据配置: per report bill kind of the type, its name and the fields the bill shows. */
export function BillConfigs({ typeCode, allowAdjustNum }: { typeCode: NodeTypeCode; allowAdjustNum: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage() === 'en' ? 'en' : 'zh';
  const kinds = billKindsOf(typeCode, allowAdjustNum);
  if (kinds.length === 0) return null;
  const fieldOptions = REPORT_BILL_FIELDS.map((key) => ({ value: key, label: REPORT_BILL_FIELD_NAMES[key][lang] }));
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {kinds.map((kind) => (
        <div key={kind}>
          <Typography.Text strong>{REPORT_BILL_KIND_NAMES[kind][lang]}</Typography.Text>
          <Space align="start" wrap style={{ marginTop: 4 }}>
            <Form.Item name={['billConfigs', kind, 'billName']} style={{ marginBottom: 0, width: 200 }}>
              <Input placeholder={t('processNodes.form.billName')} maxLength={20} />
            </Form.Item>
            <Form.Item name={['billConfigs', kind, 'fields']} style={{ marginBottom: 0 }}>
              <Checkbox.Group options={fieldOptions} />
            </Form.Item>
          </Space>
        </div>
      ))}
    </Space>
  );
}
