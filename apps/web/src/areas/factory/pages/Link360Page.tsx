import { set360Input, type Detail360 } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { checkPermission } from '../../../shared/session/permission';
import { link360Api } from '../api/factory-api';
import '../locales/register';

const shape = set360Input.shape;
interface Link360Form {
  urlOf360?: string;
  settingUrl?: string;
  loginNameOf360?: string;
  passwordOf360?: string;
  clearPassword?: boolean;
}

/** 360 配置 (/config360): the outside link; the stored password is never shown unless the user may see it. */
export function Link360Page() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Link360Form>();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: ['factory', 'link360'], queryFn: link360Api.get });
  const detail = query.data;
  const masked = detail?.passwordOf360 === '******';

  useEffect(() => {
    if (!detail) return;
    form.setFieldsValue({
      urlOf360: detail.urlOf360 ?? undefined,
      settingUrl: detail.settingUrl ?? undefined,
      loginNameOf360: detail.loginNameOf360 ?? undefined,
      passwordOf360: masked ? undefined : (detail.passwordOf360 ?? undefined),
      clearPassword: false,
    });
  }, [detail, masked, form]);

  const save = async () => {
    if (!checkPermission('fac.factory.360.update')) return;
    let values: Link360Form;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const text = (v: string | undefined) => v?.trim() || null;
    // Empty keeps the stored password; "clear" sends an empty string, which removes it.
    const password = values.clearPassword ? '' : values.passwordOf360 ? values.passwordOf360 : undefined;
    setSaving(true);
    try {
      const saved = await link360Api.save({
        urlOf360: text(values.urlOf360),
        settingUrl: text(values.settingUrl),
        loginNameOf360: text(values.loginNameOf360),
        ...(password === undefined ? {} : { passwordOf360: password }),
      });
      queryClient.setQueryData<Detail360>(['factory', 'link360'], saved);
      message.success(t('factory.link360.saved'));
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  if (query.isLoading) return <Spin style={{ margin: 48 }} />;
  return (
    <Card
      title={t('factory.link360.title')}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      }
    >
      <Form form={form} labelCol={{ flex: '120px' }} style={{ maxWidth: 720 }}>
        <Form.Item name="urlOf360" label={t('factory.link360.urlOf360')} rules={[zodRule(shape.urlOf360)]}>
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item name="settingUrl" label={t('factory.link360.settingUrl')} rules={[zodRule(shape.settingUrl)]}>
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item name="loginNameOf360" label={t('factory.link360.loginNameOf360')} rules={[zodRule(shape.loginNameOf360)]}>
          <Input maxLength={100} style={{ width: 300 }} />
        </Form.Item>
        <Form.Item name="passwordOf360" label={t('factory.link360.passwordOf360')} rules={[zodRule(shape.passwordOf360)]}>
          <Input.Password
            maxLength={100}
            style={{ width: 300 }}
            autoComplete="new-password"
            placeholder={detail?.hasPassword ? t('factory.link360.passwordMasked') : undefined}
          />
        </Form.Item>
        {detail?.hasPassword ? (
          <Form.Item name="clearPassword" valuePropName="checked" label=" " colon={false}>
            <Checkbox>{t('factory.link360.clearPassword')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Card>
  );
}
