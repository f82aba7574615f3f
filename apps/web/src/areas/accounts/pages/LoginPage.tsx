import { Code } from '@gf/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, deviceCode } from '../../../shared/api';
import { saveSession, useSession } from '../../../shared/session/session';
import { accountsApi } from '../api/accounts-api';
import { AuthFrame } from '../components/AuthFrame';
import { AuthIcon } from '../components/auth-icons';
import {
  emptyLoginValues,
  missingFields,
  requiredError,
  serverFieldErrors,
  type FieldErrors,
  type LoginField,
  type LoginMode,
  type LoginValues,
} from '../components/login-form';

const modes: readonly LoginMode[] = ['account', 'workbay'];

/** antd's way with a two-character Chinese button ("登 录"), kept so the screen reads as before. */
const spaced = (label: string) => (/^[\u4e00-\u9fa5]{2}$/.test(label) ? label.split('').join(' ') : label);

/**
 * /login: 账号登录 (account + password) and 工位登录 (boss code - 工号 + password). Plain React and CSS, the first screen
 * of nearly every visit: it downloads no antd and no zod, and the app behind it loads while it waits (ADR 0007).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [mode, setMode] = useState<LoginMode>('account');
  const [values, setValues] = useState<Record<LoginMode, LoginValues>>({ account: emptyLoginValues, workbay: emptyLoginValues });
  const [errors, setErrors] = useState<Record<LoginMode, FieldErrors>>({ account: {}, workbay: {} });
  const [isBusy, setBusy] = useState(false);
  const [isPasswordShown, setPasswordShown] = useState(false);
  // The server's refusal of an unauthorised device stays on screen with the code to give the manager.
  const [deviceRefusal, setDeviceRefusal] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;

  if (session) return <Navigate to={from ?? '/'} replace />;

  const typed = values[mode];
  const shown = errors[mode];
  const setModeErrors = (next: FieldErrors) => setErrors((all) => ({ ...all, [mode]: next }));

  const change = (field: LoginField, value: string) => {
    setValues((all) => ({ ...all, [mode]: { ...all[mode], [field]: value } }));
    // A field showing an error is checked again as it is typed (as antd's form does); a server message goes with it.
    if (shown[field] !== undefined) setModeErrors({ ...shown, [field]: requiredError(field, value, t) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const missing = missingFields(mode, typed, t);
    setModeErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    setDeviceRefusal(null);
    try {
      const answer =
        mode === 'account'
          ? await accountsApi.login(typed.loginName.trim(), typed.password)
          : await accountsApi.workbayLogin(typed.bossCode.trim(), typed.workNo.trim(), typed.password);
      saveSession(answer);
      navigate(from ?? '/', { replace: true });
    } catch (error) {
      // Other refusals (wrong password, locked account) are told by the api client.
      const fieldErrors = serverFieldErrors(mode, error);
      if (fieldErrors) setModeErrors(fieldErrors);
      else if (error instanceof ApiError && error.code === Code.deviceNotAuthorized) setDeviceRefusal(error.msg);
    } finally {
      setBusy(false);
    }
  };

  const message = (field: LoginField) =>
    shown[field] ? (
      <div className="auth-field-message" id={`login-${field}-error`} role="alert">
        {shown[field]}
      </div>
    ) : null;

  const input = (field: LoginField, props: React.InputHTMLAttributes<HTMLInputElement>, testId?: string) => (
    <input
      name={field}
      data-testid={testId}
      value={typed[field]}
      onChange={(e) => change(field, e.target.value)}
      aria-invalid={shown[field] ? true : undefined}
      aria-describedby={shown[field] ? `login-${field}-error` : undefined}
      {...props}
    />
  );

  const password = (
    <div className={shown.password ? 'auth-field auth-field-error' : 'auth-field'}>
      <span className="auth-input">
        <AuthIcon name="lock" />
        {input(
          'password',
          {
            type: isPasswordShown ? 'text' : 'password',
            placeholder: t('accounts.login.passwordPlaceholder'),
            'aria-label': t('accounts.login.password'),
            autoComplete: 'current-password',
            maxLength: 64,
          },
          mode === 'account' ? 'login-password' : undefined,
        )}
        <button
          type="button"
          className="auth-eye"
          onClick={() => setPasswordShown((isShown) => !isShown)}
          aria-label={t(isPasswordShown ? 'accounts.login.hidePassword' : 'accounts.login.showPassword')}
        >
          <AuthIcon name={isPasswordShown ? 'eye' : 'eyeInvisible'} />
        </button>
      </span>
      {message('password')}
    </div>
  );

  return (
    <AuthFrame>
      {deviceRefusal && (
        <div className="auth-alert" role="alert" data-testid="device-refusal">
          <AuthIcon name="warning" />
          <div>
            <div className="auth-alert-title">{deviceRefusal}</div>
            <div>{t('accounts.login.thisDevice', { code: deviceCode() })}</div>
          </div>
        </div>
      )}
      <div className="auth-tabs" role="tablist">
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`login-tab-${m}`}
            aria-selected={m === mode}
            aria-controls="login-form"
            className="auth-tab"
            onClick={() => setMode(m)}
          >
            {t(m === 'account' ? 'accounts.login.accountTab' : 'accounts.login.workbayTab')}
          </button>
        ))}
      </div>
      <form id="login-form" role="tabpanel" aria-labelledby={`login-tab-${mode}`} noValidate onSubmit={(e) => void submit(e)}>
        {mode === 'account' ? (
          <div className={shown.loginName ? 'auth-field auth-field-error' : 'auth-field'}>
            <span className="auth-input">
              <AuthIcon name="user" />
              {input(
                'loginName',
                {
                  placeholder: t('accounts.login.accountPlaceholder'),
                  'aria-label': t('accounts.login.account'),
                  autoComplete: 'username',
                  maxLength: 60,
                },
                'login-account',
              )}
            </span>
            {message('loginName')}
          </div>
        ) : (
          <div className="auth-field">
            <div className="auth-compact">
              <span className={shown.bossCode ? 'auth-input auth-input-error' : 'auth-input'}>
                {input(
                  'bossCode',
                  {
                    placeholder: t('accounts.login.bossCode'),
                    'aria-label': t('accounts.login.bossCode'),
                    maxLength: 12,
                  },
                  'workbay-boss-code',
                )}
              </span>
              <span className="auth-compact-dash" aria-hidden="true">
                -
              </span>
              <span className={shown.workNo ? 'auth-input auth-input-error' : 'auth-input'}>
                {input(
                  'workNo',
                  {
                    placeholder: t('accounts.login.workNo'),
                    'aria-label': t('accounts.login.workNo'),
                    maxLength: 31,
                  },
                  'workbay-no',
                )}
              </span>
            </div>
            {message('bossCode')}
            {message('workNo')}
          </div>
        )}
        {password}
        <button
          type="submit"
          className="auth-submit"
          disabled={isBusy}
          aria-busy={isBusy}
          data-testid={mode === 'account' ? 'login-submit' : undefined}
        >
          {isBusy && <span className="auth-spinner" aria-hidden="true" />}
          {spaced(t('accounts.login.submit'))}
        </button>
        {mode === 'account' && (
          <div className="auth-links">
            <Link to="/register">{t('accounts.login.register')}</Link>
            <Link to="/resetPassword">{t('accounts.login.forgot')}</Link>
          </div>
        )}
      </form>
    </AuthFrame>
  );
}
