import { phoneRule } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { getSession, saveSession } from '../../../shared/session/session';
import { accountsApi } from '../api/accounts-api';
import { confirmRule, passwordRules } from '../components/phone-rules';
import { requiredRule } from '../../../shared/forms/required-rule';

interface InfoForm {
  userName: string;
  phone?: string;
}
interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 我的资料: facUser/getMyInfo, name and phone through updateMyInfo, and a password change. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [infoForm] = Form.useForm<InfoForm>();
  const [pswForm] = Form.useForm<PasswordForm>();
  const me = useQuery({ queryKey: ['my-info'], queryFn: accountsApi.myInfo });
  const info = me.data?.userInfo;

  useEffect(() => {
    if (info) infoForm.setFieldsValue({ userName: info.userName, phone: info.phone ?? undefined });
  }, [info, infoForm]);

  const saveInfo = async (v: InfoForm) => {
    try {
      await accountsApi.updateMyInfo({ userName: v.userName.trim(), phone: v.phone?.trim() || undefined });
      const session = getSession();
      if (session)
        saveSession({
          ...session,
          userInfo: { ...session.userInfo, userName: v.userName.trim(), phone: v.phone?.trim() || null },
        });
      void me.refetch();
    } catch {
      // shown by the api client
    }
  };

  const savePassword = async (v: PasswordForm) => {
    try {
      await accountsApi.updateMyInfo({ oldPassword: v.oldPassword, newPassword: v.newPassword });
      pswForm.resetFields();
    } catch {
      // shown by the api client
    }
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('accounts.profile.title')}
        </Typography.Title>
      </div>
      <Spin spinning={me.isLoading}>
        <Card size="small" title={t('accounts.profile.basic')}>
          {me.data && info && (
            <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('accounts.profile.loginName')}>{info.loginName}</Descriptions.Item>
              <Descriptions.Item label={t('accounts.profile.bossCode')}>{info.bossCode ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('accounts.profile.factory')}>{me.data.facName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('accounts.profile.accountType')}>
                {t(`accounts.profile.types.${info.type}`)}
              </Descriptions.Item>
            </Descriptions>
          )}
          <Form<InfoForm> form={infoForm} layout="vertical" onFinish={(v) => void saveInfo(v)} style={{ maxWidth: 360 }}>
            <Form.Item
              name="userName"
              label={t('accounts.profile.userName')}
              rules={[requiredRule(t('accounts.profile.userName')), { max: 20 }]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="phone" label={t('accounts.profile.phone')} rules={[zodRule(phoneRule.optional())]}>
              <Input maxLength={11} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('accounts.profile.saveInfo')}
            </Button>
          </Form>
        </Card>
        <Card size="small" title={t('accounts.profile.changePassword')} style={{ marginTop: 16 }}>
          <Form<PasswordForm> form={pswForm} layout="vertical" onFinish={(v) => void savePassword(v)} style={{ maxWidth: 360 }}>
            <Form.Item
              name="oldPassword"
              label={t('accounts.profile.oldPassword')}
              rules={[requiredRule(t('accounts.profile.oldPassword'))]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="newPassword"
              label={t('accounts.profile.newPassword')}
              extra={t('accounts.register.passwordHint')}
              rules={passwordRules()}
            >
              <Input.Password maxLength={20} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('accounts.profile.confirmPassword')}
              dependencies={['newPassword']}
              rules={[requiredRule(t('accounts.profile.confirmPassword')), confirmRule('newPassword')]}
            >
              <Input.Password maxLength={20} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('accounts.profile.savePassword')}
            </Button>
          </Form>
        </Card>
      </Spin>
    </div>
  );
}
