import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission } from '../../../shared/session/permission';
import { useSession } from '../../../shared/session/session';
import { deviceApi } from '../api/roles-api';
import '../locales/register';

/** 启用设备授权登录: the factory's switch; turning it on asks first, since it can lock staff out. */
export function DeviceLoginSwitch() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const unitId = useSession()?.unitId ?? '';
  const queryKey = ['device-config', unitId];
  const config = useQuery({ queryKey, queryFn: deviceApi.config, retry: false });
  const [saving, setSaving] = useState(false);

  const save = async (enabled: boolean) => {
    setSaving(true);
    try {
      queryClient.setQueryData(queryKey, await deviceApi.setConfig(enabled));
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const change = (enabled: boolean) => {
    if (!checkPermission('fac.device.authorize')) return;
    if (!enabled) {
      void save(false);
      return;
    }
    modal.confirm({
      title: t('roles.device.requireOnTitle'),
      content: t('roles.device.requireOnConfirm'),
      okText: t('roles.device.requireOn'),
      cancelText: t('common.cancel'),
      onOk: () => save(true),
    });
  };

  return (
    <Space size={6} data-testid="device-login-switch">
      <span>{t('roles.device.requireLabel')}</span>
      <Tooltip title={t('roles.device.requireHint')}>
        <QuestionCircleOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
      </Tooltip>
      <Switch checked={config.data?.enabled ?? false} loading={config.isLoading || saving} onChange={change} />
    </Space>
  );
}
