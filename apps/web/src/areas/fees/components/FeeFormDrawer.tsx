import { Dec, type FeeView } from '@gf/contracts';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { recordCreate, SearchSelect, type OptionPair, type SelectCreate } from '../../../shared/search-select';
import { feesApi, type FeeSave } from '../api/fees-api';
import { LabelCreateModal } from './LabelCreateModal';
import '../locales/register';

interface Values {
  submit?: boolean;
  handleType: number;
  settleWith: 'account' | 'partner';
  accountId?: string;
  supplierId?: string;
  preparedDate?: Dayjs;
  remark?: string;
  details: { sysLabelId?: string; feePrice?: string; remark?: string }[];
}

const matches = (keyword: string) => (o: OptionPair) => !keyword || o.label.includes(keyword);
const labelLoader = async (keyword: string) =>
  (await feesApi.labels()).map((l) => ({ value: l.id, label: l.name })).filter(matches(keyword));
const accountLoader = async (keyword: string) =>
  (await feesApi.accounts()).map((a) => ({ value: a.id, label: a.name })).filter(matches(keyword));
const supplierLoader = async (keyword: string) =>
  (await feesApi.suppliers(keyword)).list.map((s) => ({ value: s.id, label: s.name }));
const labelCreate: SelectCreate<{ id: string; name: string }> = {
  permission: 'finance.fee.add',
  render: (props) => <LabelCreateModal {...props} />,
  toOption: (l) => ({ value: l.id, label: l.name }),
};

export interface FeeFormDrawerProps {
  open: boolean;
  fee: FeeView | null;
  onClose: () => void;
  onSaved: (saved: { id: string; feeNo: string }) => void;
}

/**
 * 新增 / 编辑费用单: 支出 (default, handleType 2) or 收入; paid from a finance account or put on a supplier's account;
 * lines of label and amount. The total is the lines' sum, shown, never typed; 保存并提交 submits through the engine.
 */
export function FeeFormDrawer({ open, fee, onClose, onSaved }: FeeFormDrawerProps) {
  const { t } = useTranslation();
  const f = (k: string) => t(`fees.field.${k}`);
  // The draft this opening of the drawer saved: a submit refused after the save (e.g. a closed month) leaves the draft,
  // and saving again must update it, not make a second one.
  const savedId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (open) savedId.current = undefined;
  }, [open, fee]);
  const { form, saving, save } = useDrawerForm({
    open,
    record: fee,
    toValues: (v: FeeView): Partial<Values> => ({
      handleType: v.handleType,
      settleWith: v.supplierId ? 'partner' : 'account',
      accountId: v.accountId ?? undefined,
      supplierId: v.supplierId ?? undefined,
      preparedDate: dayjs(v.preparedDate),
      remark: v.remark ?? undefined,
      details: v.details.map((d) => ({ sysLabelId: d.sysLabelId, feePrice: d.feePrice, remark: d.remark ?? undefined })),
    }),
    defaults: (): Partial<Values> => ({ handleType: 2, settleWith: 'account', details: [{}] }),
    toBody: (v: Values): FeeSave & { submit: boolean } => ({
      ...(savedId.current || fee ? { id: savedId.current ?? fee!.id } : {}),
      handleType: v.handleType,
      supplierType: v.settleWith === 'partner' ? 'SUPPLIER' : null,
      supplierId: v.settleWith === 'partner' ? (v.supplierId ?? null) : null,
      accountId: v.settleWith === 'account' ? (v.accountId ?? null) : null,
      preparedDate: v.preparedDate ? v.preparedDate.format('YYYY-MM-DD') : null,
      remark: v.remark?.trim() || null,
      details: v.details.map((d) => ({
        sysLabelId: d.sysLabelId ?? '',
        feePrice: d.feePrice?.trim() ?? '',
        remark: d.remark?.trim() || null,
      })),
      submit: Boolean(v.submit),
    }),
    submit: async ({ submit, ...body }) => {
      const saved = await feesApi.save(body);
      savedId.current = saved.id;
      if (submit) await api.post('uflo/FEE/submit', { id: saved.id });
      return saved;
    },
    successMessage: t('fees.form.saved'),
    onSaved,
    onClose,
  });
  const settleWith = Form.useWatch('settleWith', form) as Values['settleWith'] | undefined;
  const details = (Form.useWatch('details', form) as Values['details'] | undefined) ?? [];
  let total = Dec.of(0);
  for (const d of details) if (d?.feePrice && /^\d+(\.\d{1,2})?$/.test(d.feePrice.trim())) total = total.plus(d.feePrice.trim());

  return (
    <FormDrawer
      open={open}
      size={620}
      title={fee ? t('fees.form.editTitle') : t('fees.form.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="fee-save"
    >
      <Form form={form} name="fee" layout="vertical" data-testid="fee-form">
        <Space size={24} wrap>
          <Form.Item name="handleType" label={f('handleType')}>
            <Radio.Group
              options={[
                { value: 2, label: f('expense') },
                { value: 1, label: f('income') },
              ]}
            />
          </Form.Item>
          <Form.Item name="settleWith" label={f('settleWith')}>
            <Radio.Group
              options={[
                { value: 'account', label: f('byAccount') },
                { value: 'partner', label: f('byPartner') },
              ]}
            />
          </Form.Item>
          <Form.Item name="preparedDate" label={f('preparedDate')}>
            <DatePicker />
          </Form.Item>
        </Space>
        {settleWith === 'partner' ? (
          <Form.Item name="supplierId" label={f('supplier')} rules={[requiredRule(f('supplier'))]}>
            <SearchSelect single loader={supplierLoader} create={recordCreate('supplier')} placeholder={f('supplier')} />
          </Form.Item>
        ) : (
          <Form.Item name="accountId" label={f('account')} rules={[requiredRule(f('account'))]}>
            <SearchSelect single loader={accountLoader} placeholder={f('account')} />
          </Form.Item>
        )}
        <Typography.Title level={5}>{t('fees.form.lines')}</Typography.Title>
        <Form.List name="details">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" data-testid={`fee-line-${i}`}>
                  <Form.Item name={[field.name, 'sysLabelId']} rules={[requiredRule(f('label'))]} style={{ width: 200 }}>
                    <SearchSelect single loader={labelLoader} create={labelCreate} placeholder={f('label')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'feePrice']}
                    rules={[requiredRule(f('feePrice')), numberRule({ scale: 2, positive: true, label: f('feePrice') })]}
                  >
                    <Input
                      inputMode="decimal"
                      placeholder={f('feePrice')}
                      style={{ width: 130 }}
                      data-testid={`fee-price-${i}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'remark']}>
                    <Input placeholder={f('remark')} maxLength={200} style={{ width: 160 }} />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                {t('fees.form.addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Paragraph strong style={{ marginTop: 12 }} data-testid="fee-total">
          {f('feePriceTotal')}：{total.toFixed(2)}
        </Typography.Paragraph>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="submit" valuePropName="checked">
          <Checkbox data-testid="fee-submit-after">{t('fees.form.saveAndSubmit')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
