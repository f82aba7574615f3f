import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi, type CaptchaPurpose } from '../api/accounts-api';

export const captchaCountdownSeconds = 60;

export interface CaptchaButtonProps {
  purpose: CaptchaPurpose;
  /** Answers the phone to send to, or null after showing the form's own error. */
  getPhone: () => Promise<string | null>;
}

/** "获取验证码" with a 60 s countdown after a successful send. */
export function CaptchaButton({ purpose, getPhone }: CaptchaButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    try {
      const answer = await accountsApi.sendCaptcha(phone, purpose);
      message.success(t('accounts.register.sent'));
      setLeft(answer?.resendAfterSeconds && answer.resendAfterSeconds > 0 ? answer.resendAfterSeconds : captchaCountdownSeconds);
    } catch {
      // shown by the api client
    } finally {
      setSending(false);
    }
  };

  return (
    <Button style={{ width: 130 }} disabled={left > 0} loading={sending} onClick={() => void send()} data-testid="send-captcha">
      {left > 0 ? t('accounts.register.resend', { seconds: left }) : t('accounts.register.send')}
    </Button>
  );
}
