import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Code, loginInput } from '@gf/contracts';
import { Alert, Button, Form, Input, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, deviceCode } from '../../../shared/api';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { saveSession, useSession } from '../../../shared/session/session';
import { accountsApi } from '../api/accounts-api';
import { AuthFrame } from '../components/AuthFrame';
import { requiredRule } from '../../../shared/forms/required-rule';

interface AccountForm {
  loginName: string;
  password: string;
}
interface WorkbayForm {
  bossCode: string;
  workNo: string;
  password: string;
}

/** /login: 账号登录 (account + password) and 工位登录 (boss code - 工号 + password). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  // The server's refusal of an unauthorised device stays on screen with the code to give the manager.
  const [deviceRefusal, setDeviceRefusal] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;

  if (session) return <Navigate to={from ?? '/'} replace />;

  const finish = async (call: () => Promise<Parameters<typeof saveSession>[0]>) => {
    setBusy(true);
    setDeviceRefusal(null);
    try {
      const data = await call();
      saveSession(data);
      navigate(from ?? '/', { replace: true });
    } catch (error) {
      // the message itself is shown by the api client
      if (error instanceof ApiError && error.code === Code.deviceNotAuthorized) setDeviceRefusal(error.msg);
    } finally {
      setBusy(false);
    }
  };

  const accountTab = (
    <Form<AccountForm>
      layout="vertical"
      size="large"
      onFinish={(v) => void finish(() => accountsApi.login(v.loginName.trim(), v.password))}
    >
      <Form.Item name="loginName" rules={[requiredRule(t('accounts.login.account')), zodTextRule(loginInput.shape.loginName)]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('accounts.login.accountPlaceholder')}
          autoComplete="username"
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule(t('accounts.login.password'))]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('accounts.login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('accounts.login.submit')}
      </Button>
      <div className="auth-links" style={{ marginTop: 12 }}>
        <Link to="/register">{t('accounts.login.register')}</Link>
        <Link to="/resetPassword">{t('accounts.login.forgot')}</Link>
      </div>
    </Form>
  );

  const workbayTab = (
    <Form<WorkbayForm>
      layout="vertical"
      size="large"
      onFinish={(v) => void finish(() => accountsApi.workbayLogin(v.bossCode.trim(), v.workNo.trim(), v.password))}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="bossCode" noStyle rules={[requiredRule(t('accounts.login.bossCode'))]}>
          <Input style={{ width: '45%' }} placeholder={t('accounts.login.bossCode')} data-testid="workbay-boss-code" />
        </Form.Item>
        <Input style={{ width: 40, textAlign: 'center', pointerEvents: 'none' }} value="-" readOnly tabIndex={-1} />
        <Form.Item name="workNo" noStyle rules={[requiredRule(t('accounts.login.workNo'))]}>
          <Input style={{ width: 'calc(55% - 40px)' }} placeholder={t('accounts.login.workNo')} data-testid="workbay-no" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="password" style={{ marginTop: 24 }} rules={[requiredRule(t('accounts.login.password'))]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('accounts.login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('accounts.login.submit')}
      </Button>
    </Form>
  );

  return (
    <AuthFrame>
      {deviceRefusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={deviceRefusal}
          description={t('accounts.login.thisDevice', { code: deviceCode() })}
          data-testid="device-refusal"
        />
      )}
      <Tabs
        centered
        items={[
          { key: 'account', label: t('accounts.login.accountTab'), children: accountTab },
          { key: 'workbay', label: t('accounts.login.workbayTab'), children: workbayTab },
        ]}
      />
    </AuthFrame>
  );
}
