import type { PrepayRow } from '@gf/contracts';
import { Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { accountLoader, kindOf, paymentsApi, type PrepayFamily } from '../api/payments-api';
import { PartnerPicker, type PartnerChoice } from './PartnerPicker';
import '../locales/register';

interface Values {
  partner: PartnerChoice;
  toPartner?: PartnerChoice;
  accountId?: string;
  amount: string;
  remark?: string;
}

const chosen = (p: PartnerChoice | undefined) => Boolean(p?.id);

/**
 * 新建 / 编辑预付款 (partner, account, amount) or 预付款转移 (from, to, amount; what the first partner has ahead is
 * shown): saved and submitted in one call; the server checks the balance again on locked rows at approval.
 */
export function PrepayFormDrawer({
  family,
  open,
  record,
  onClose,
  onSaved,
}: {
  family: PrepayFamily;
  open: boolean;
  record: PrepayRow | null;
  onClose: () => void;
  onSaved: (saved: { id: string }) => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`payments.field.${k}`);
  const isTransfer = family === 'prepayTransfer';
  const [ahead, setAhead] = useState<string | null>(null);
  const { form, saving, save } = useDrawerForm({
    open,
    record,
    toValues: (r: PrepayRow): Partial<Values> => ({
      partner: { type: r.partnerType, id: r.partnerId, name: r.partnerName ?? undefined },
      toPartner: r.toPartnerType
        ? { type: r.toPartnerType, id: r.toPartnerId ?? null, name: r.toPartnerName ?? undefined }
        : undefined,
      accountId: r.accountId ?? undefined,
      amount: r.amount,
      remark: r.remark ?? undefined,
    }),
    defaults: (): Partial<Values> => ({ partner: { type: 'SUPPLIER', id: null }, toPartner: { type: 'SUPPLIER', id: null } }),
    toBody: (v: Values) => v,
    submit: async (v: Values) => {
      const common = {
        id: record?.id,
        kind: kindOf(v.partner.type),
        amount: v.amount,
        remark: v.remark?.trim() || null,
        submit: true,
      };
      return isTransfer
        ? paymentsApi.saveTransfer({
            ...common,
            fromPartnerType: v.partner.type,
            fromPartnerId: v.partner.id!,
            toPartnerType: v.toPartner!.type,
            toPartnerId: v.toPartner!.id!,
          })
        : paymentsApi.savePrepay({ ...common, partnerType: v.partner.type, partnerId: v.partner.id!, accountId: v.accountId! });
    },
    successMessage: t('payments.form.saved'),
    onSaved,
    onClose,
  });
  const partner = Form.useWatch('partner', form);
  useEffect(() => {
    if (!isTransfer || !partner?.id) return setAhead(null);
    void paymentsApi.prepayBalance(kindOf(partner.type), partner.type, partner.id).then((b) => setAhead(b.balance));
  }, [isTransfer, partner?.type, partner?.id]);
  const partnerRule = (label: string) => ({
    validator: (_: unknown, v: PartnerChoice | undefined) =>
      chosen(v) ? Promise.resolve() : Promise.reject(new Error(t('payments.form.choose', { field: label }))),
  });
  const title = t(`payments.menu.${isTransfer ? 'transfer' : 'prepay'}`);
  return (
    <FormDrawer
      open={open}
      size={520}
      title={record ? `${title} · ${t('payments.form.edit')}` : t(`payments.form.${isTransfer ? 'newTransfer' : 'newPrepay'}`)}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="prepay-save"
    >
      <Form form={form} name="prepay" layout="vertical">
        <Form.Item
          name="partner"
          label={isTransfer ? f('fromPartner') : f('partner')}
          required
          rules={[partnerRule(f('partner'))]}
        >
          <PartnerPicker testId="prepay-partner" />
        </Form.Item>
        {isTransfer && ahead !== null && (
          <Typography.Paragraph type="secondary" data-testid="prepay-ahead">
            {t('payments.form.available', { amount: ahead })}
          </Typography.Paragraph>
        )}
        {isTransfer ? (
          <Form.Item name="toPartner" label={f('toPartner')} required rules={[partnerRule(f('toPartner'))]}>
            <PartnerPicker testId="prepay-to-partner" />
          </Form.Item>
        ) : (
          <Form.Item name="accountId" label={f('account')} rules={[requiredRule(f('account'), 'select')]}>
            <SearchSelect
              single
              loader={accountLoader}
              initialOptions={record?.accountId ? [{ value: record.accountId, label: record.accountName ?? '' }] : undefined}
              create={recordCreate('financeAccount')}
              data-testid="prepay-account"
            />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={f('prepayValue')}
          rules={[requiredRule(f('prepayValue')), numberRule({ scale: 2, label: f('prepayValue') })]}
        >
          <Input inputMode="decimal" data-testid="prepay-amount" />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
