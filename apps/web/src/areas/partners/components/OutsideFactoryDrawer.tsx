import { outsideFactoryFields, settlementMethods, type OutsideFactoryRow, type SettlementMethod } from '@gf/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, trimFields, useDrawerForm } from '../../../shared/form-drawer';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { pickLabel } from '../../../shared/format/format';
import { fromRegionValue, RegionCascader, toRegionValue } from '../../../shared/region';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { linkedFactoryLoader, outsideFactoryApi, storehouseLoader, type OutsideFactoryForm } from '../api/outside-factory-api';
import { TagSelect } from './TagSelect';
import { requiredRule } from '../../../shared/forms/required-rule';
import { createOrImport, importedMessage } from '../../../shared/import-across';
import '../locales/register';

export interface OutsideFactoryDrawerProps {
  open: boolean;
  /** The factory to edit; null or undefined to create one. */
  factory?: OutsideFactoryRow | null;
  onClose: () => void;
  /** The saved factory (a select that created it chooses it). */
  onSaved: (saved: { id: string; code: string; name: string }) => void;
}

const textFields = [
  'name',
  'code',
  'contacts',
  'telephone',
  'mobilePhone',
  'address',
  'taxRate',
  'bankAccount',
  'bankName',
  'remark',
] as const;
type Values = Record<(typeof textFields)[number], string | undefined> & {
  factoryRateIds?: string[];
  attrIds?: string[];
  outsideFactoryIds?: string[];
  commonStorehouseId?: string | null;
  settlementMethod?: SettlementMethod | null;
  region?: string[];
};

/** The slide-in processing-factory form (reference 05 section 7), duplicate checks on leaving name and code. */
export function OutsideFactoryDrawer({ open, factory, onClose, onSaved }: OutsideFactoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`partners.outsideFactory.${key}`);

  const { form, saving, save } = useDrawerForm({
    open,
    record: factory,
    toValues: (r: OutsideFactoryRow) =>
      ({
        ...Object.fromEntries(textFields.map((k) => [k, r[k] ?? undefined])),
        factoryRateIds: r.factoryRateIds,
        attrIds: r.attrIds,
        outsideFactoryIds: r.outsideFactoryIds,
        commonStorehouseId: r.commonStorehouseId,
        settlementMethod: r.settlementMethod,
        region: toRegionValue(r),
      }) as Values,
    toBody: (values: Values) =>
      ({
        ...trimFields(values, textFields),
        name: values.name?.trim() ?? '',
        factoryRateIds: values.factoryRateIds ?? [],
        attrIds: values.attrIds ?? [],
        outsideFactoryIds: (values.outsideFactoryIds ?? []).map(String),
        commonStorehouseId: values.commonStorehouseId ? String(values.commonStorehouseId) : null,
        settlementMethod: values.settlementMethod ?? null,
        ...fromRegionValue(values.region),
      }) as OutsideFactoryForm,
    submit: async (body) => ({
      ...(await (factory
        ? outsideFactoryApi.update({ ...body, id: factory.id, version: factory.version })
        : createOrImport(() => outsideFactoryApi.insert(body, { silent: true }), 'outside/factory/importOutsideFactory').then(
            (saved) => ({ code: '', ...saved }),
          ))),
      name: body.name,
    }),
    successMessage: (saved) =>
      importedMessage(saved) ?? (factory ? f('saved') : t('partners.outsideFactory.created', { code: saved.code })),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={640}
      title={factory ? f('editTitle') : f('createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="outside-factory-save"
    >
      <Form form={form} name="outsideFactory" layout="vertical" data-testid="outside-factory-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={f('name')}
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                requiredRule(f('name')),
                zodTextRule(outsideFactoryFields.name),
                duplicateRule((v) => outsideFactoryApi.repeatName(v, factory?.id), f('nameExists')),
              ]}
            >
              <Input maxLength={20} showCount />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={f('code')}
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                zodRule(outsideFactoryFields.code),
                duplicateRule((v) => outsideFactoryApi.repeatCode(v, factory?.id), f('codeExists')),
              ]}
            >
              <Input maxLength={20} placeholder={t('common.autoGenerate')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="factoryRateIds" label={f('rating')}>
              <TagSelect kind="rate" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="attrIds" label={f('brand')}>
              <TagSelect kind="brand" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="contacts" label={f('contacts')} rules={[zodRule(outsideFactoryFields.contacts)]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="telephone" label={f('telephone')} rules={[zodRule(outsideFactoryFields.telephone)]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="mobilePhone" label={f('mobilePhone')} rules={[zodRule(outsideFactoryFields.mobilePhone)]}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="outsideFactoryIds" label={f('linkedFactories')}>
              <SearchSelect
                loader={linkedFactoryLoader}
                chosenValues={factory ? [factory.id] : undefined}
                initialOptions={factory?.outsideFactoryIds.map((id, i) => ({
                  value: id,
                  label: factory.outsideFactoryRelaName.split('、')[i] ?? id,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="commonStorehouseId" label={f('storehouse')}>
              <SearchSelect
                single
                loader={storehouseLoader}
                create={recordCreate('storehouse')}
                initialOptions={
                  factory?.commonStorehouseId
                    ? [{ value: factory.commonStorehouseId, label: factory.commonStorehouseName ?? factory.commonStorehouseId }]
                    : undefined
                }
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="region" label={t('region.label')}>
              <RegionCascader data-testid="outside-factory-region" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="address" label={f('address')} rules={[zodRule(outsideFactoryFields.address)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="settlementMethod" label={f('settlementMethod')}>
              <Select
                allowClear
                placeholder={f('selectPlaceholder')}
                options={Object.entries(settlementMethods).map(([value, label]) => ({
                  value,
                  label: pickLabel(label, i18n.language),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="taxRate" label={f('taxRate')} rules={[zodRule(outsideFactoryFields.taxRate)]}>
              <Input suffix="%" maxLength={8} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bankAccount" label={f('bankAccount')} rules={[zodRule(outsideFactoryFields.bankAccount)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bankName" label={f('bankName')} rules={[zodRule(outsideFactoryFields.bankName)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')} rules={[zodRule(outsideFactoryFields.remark)]}>
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDrawer>
  );
}
