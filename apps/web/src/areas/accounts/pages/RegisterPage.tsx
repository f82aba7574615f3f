import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { saveSession } from '../../../shared/session/session';
import { accountsApi, type RegisterBody } from '../api/accounts-api';
import { AuthFrame } from '../components/AuthFrame';
import { CaptchaButton } from '../components/CaptchaButton';
import {
  bossCodeFreeRule,
  bossCodeRules,
  confirmRule,
  passwordRules,
  phoneFreeRule,
  phoneRules,
  validPhone,
} from '../components/phone-rules';
import { requiredRule } from '../../../shared/forms/required-rule';

/** /register: phone, SMS code, boss code, boss name, password twice; then signed in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterBody>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: RegisterBody) => {
    setBusy(true);
    try {
      const session = await accountsApi.register({
        ...values,
        phone: values.phone.trim(),
        loginName: values.loginName.trim(),
        factoryName: values.factoryName?.trim() || undefined,
      });
      saveSession(session);
      navigate('/', { replace: true });
    } catch {
      // shown by the api client
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={t('accounts.register.title')}>
      <Form<RegisterBody> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item
          name="phone"
          label={t('accounts.register.phone')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[...phoneRules(), phoneFreeRule]}
        >
          <Input maxLength={11} data-testid="register-phone" />
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
            <CaptchaButton purpose="REGISTER" getPhone={() => validPhone(form)} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="loginName"
          label={t('accounts.register.bossCode')}
          extra={t('accounts.register.bossCodeHint')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[...bossCodeRules(), bossCodeFreeRule]}
        >
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item
          name="userName"
          label={t('accounts.register.bossName')}
          rules={[requiredRule(t('accounts.register.bossName')), { max: 20 }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="factoryName"
          label={t('accounts.register.factoryName')}
          extra={t('accounts.register.factoryNameHint')}
          rules={[{ max: 30 }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('accounts.register.password')}
          extra={t('accounts.register.passwordHint')}
          rules={passwordRules()}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('accounts.register.confirmPassword')}
          dependencies={['password']}
          rules={[requiredRule(t('accounts.register.confirmPassword')), confirmRule('password')]}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('accounts.register.submit')}
        </Button>
        <div style={{ marginTop: 12, textAlign: 'center' }}>
          <Link to="/login">{t('accounts.register.toLogin')}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
