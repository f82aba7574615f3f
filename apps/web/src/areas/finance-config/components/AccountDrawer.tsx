import type { FinanceAccountRow } from '@gf/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { numberRule } from '../../../shared/forms/number-rule';
import { requiredRule } from '../../../shared/forms/required-rule';
import { financeConfigApi, type FinanceAccountForm } from '../api/finance-config-api';
import '../locales/register';

interface Values {
  remitMethodName: string;
  accountNo?: string;
  bankName?: string;
  openingBalance?: string;
  remark?: string;
}

export interface AccountDrawerProps {
  open: boolean;
  account: FinanceAccountRow | null;
  /** A name to start with (the text typed in an account select). */
  initialName?: string;
  onClose: () => void;
  onSaved: (saved: { id: string; name: string }) => void;
}

/** 新增 / 编辑财务账户: name (unique among the company's live accounts), account no., bank, opening balance. */
export function AccountDrawer({ open, account, initialName, onClose, onSaved }: AccountDrawerProps) {
  const { t } = useTranslation();
  const f = (k: string) => t(`financeConfig.field.${k}`);
  const { form, saving, save } = useDrawerForm({
    open,
    record: account,
    toValues: (a: FinanceAccountRow): Partial<Values> => ({
      remitMethodName: a.name,
      accountNo: a.accountNo ?? undefined,
      bankName: a.bankName ?? undefined,
      openingBalance: a.openingBalance,
      remark: a.remark ?? undefined,
    }),
    defaults: () => ({ remitMethodName: initialName?.trim() ?? '', openingBalance: '0.00' }),
    toBody: (v: Values): FinanceAccountForm => ({
      remitMethodName: v.remitMethodName.trim(),
      accountNo: v.accountNo?.trim() || null,
      bankName: v.bankName?.trim() || null,
      openingBalance: v.openingBalance?.trim() || '0',
      remark: v.remark?.trim() || null,
    }),
    submit: async (body) => {
      const saved = account ? await financeConfigApi.update(account.id, body) : await financeConfigApi.add(body);
      return { id: saved.id, name: body.remitMethodName };
    },
    successMessage: t('financeConfig.form.saved'),
    onSaved,
    onClose,
  });
  return (
    <FormDrawer
      open={open}
      size={440}
      title={account ? t('financeConfig.form.editTitle') : t('financeConfig.form.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="account-save"
    >
      <Form form={form} name="financeAccount" layout="vertical">
        <Form.Item name="remitMethodName" label={f('name')} rules={[requiredRule(f('name'))]}>
          <Input maxLength={50} autoFocus data-testid="account-name" />
        </Form.Item>
        <Form.Item name="accountNo" label={f('accountNo')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="bankName" label={f('bankName')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="openingBalance"
          label={f('openingBalance')}
          rules={[numberRule({ scale: 2, allowNegative: true, label: f('openingBalance') })]}
        >
          <Input inputMode="decimal" data-testid="account-opening" />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
