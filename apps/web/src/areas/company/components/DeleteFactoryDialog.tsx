import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { getSession } from '../../../shared/session/session';
import { factoryApi, reloadSession } from '../api/company-api';
import '../locales/register';

export interface DeleteFactoryDialogProps {
  factory: { id: string; name: string } | null;
  onClose: () => void;
  /** After the delete, when the session stayed in its factory (else the app reloads into the new one). */
  onDeleted: () => void;
}

/**
 * 删除工厂: the caller's password confirms (a wrong one is said under the field; five lock the account like signing
 * in). The server refuses a factory holding data or the company's last one. When the session was in the deleted
 * factory it has moved: the session is read again and the app reloads there.
 */
export function DeleteFactoryDialog({ factory, onClose, onDeleted }: DeleteFactoryDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!factory) return;
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return;
    }
    setBusy(true);
    try {
      const before = getSession()?.unitId ?? null;
      // Deleting the factory the session is in moves the session: the refresh every write sets off would leave with
      // the old factory in its headers and be answered 1001. Nothing is cached to refresh; the app reloads after.
      if (factory.id === before) {
        await queryClient.cancelQueries();
        queryClient.clear();
      }
      const deleted = await factoryApi.remove(factory.id, password);
      message.success(t('company.factory.deleted'));
      form.resetFields();
      if (deleted.sessionUnitId !== before) {
        const session = await reloadSession();
        message.info(t('company.factory.movedAway', { name: session.facName ?? '' }));
        window.location.assign('/factoryMangement');
        return;
      }
      onDeleted();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={factory !== null}
      title={t('company.factory.deleteTitle', { name: factory?.name ?? '' })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true, loading: busy, ...{ 'data-testid': 'delete-factory-ok' } }}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('company.factory.deleteHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="password"
          label={t('company.factory.password')}
          rules={[{ required: true, message: t('company.factory.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} data-testid="delete-factory-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
