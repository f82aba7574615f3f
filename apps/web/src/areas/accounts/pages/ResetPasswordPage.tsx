import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountsApi } from '../api/accounts-api';
import { AuthFrame } from '../components/AuthFrame';
import { CaptchaButton } from '../components/CaptchaButton';
import { confirmRule, passwordRules, phoneRules, validPhone } from '../components/phone-rules';
import { requiredRule } from '../../../shared/forms/required-rule';

interface ResetForm {
  phone: string;
  captcha: string;
  psw: string;
  confirm: string;
}

/** /resetPassword: phone, SMS code, new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const [busy, setBusy] = useState(false);

  const submit = async (v: ResetForm) => {
    setBusy(true);
    try {
      await accountsApi.resetPassword(v.phone.trim(), v.captcha.trim(), v.psw);
      message.success(t('accounts.reset.done'));
      navigate('/login', { replace: true });
    } catch {
      // shown by the api client
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('accounts.reset.title')}>
      <Form<ResetForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="phone" label={t('accounts.register.phone')} rules={phoneRules()}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label={t('accounts.register.captcha')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="captcha"
              noStyle
              rules={[
                requiredRule(t('accounts.register.captcha')),
                { pattern: /^\d{6}$/, message: t('accounts.register.captchaFormat') },
              ]}
            >
              <Input maxLength={6} />
            </Form.Item>
            <CaptchaButton purpose="RESET_PASSWORD" getPhone={() => validPhone(form)} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="psw"
          label={t('accounts.reset.newPassword')}
          extra={t('accounts.register.passwordHint')}
          rules={passwordRules()}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('accounts.register.confirmPassword')}
          dependencies={['psw']}
          rules={[requiredRule(t('accounts.register.confirmPassword')), confirmRule('psw')]}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('accounts.reset.submit')}
        </Button>
        <div style={{ marginTop: 12, textAlign: 'center' }}>
          <Link to="/login">{t('accounts.register.toLogin')}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
