import { App, Card, Checkbox, Space, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/page';
import { checkPermission } from '../../../shared/session/permission';
import { financeConfigApi } from '../api/finance-config-api';
import '../locales/register';

const key = ['finance-configure'];

/** 财务设置 (/finance/setting): SKU_SALE and ENABLE_PAYMENT_APPLY, each with the order types it applies to. */
export function FinanceSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const types = useQuery({ queryKey: ['finance-business-types'], queryFn: () => financeConfigApi.businessTypes() });
  const config = useQuery({ queryKey: key, queryFn: () => financeConfigApi.configure() });
  const change = async (type: string, enabled: boolean, relationOrderTypes: string[]) => {
    if (!checkPermission('finance.config.update')) return;
    await financeConfigApi.changeConfigure({ type, enabled, relationOrderTypes });
    void message.success(t('financeConfig.settings.saved'));
    await client.invalidateQueries({ queryKey: key });
  };
  return (
    <>
      <PageHeader title={t('financeConfig.settings.title')} />
      <Space direction="vertical" style={{ width: '100%' }}>
        {(types.data ?? []).map((bt) => {
          const current = config.data?.financeConfigureTypes.find((c) => c.type === bt.type);
          const chosen = current?.relationOrderTypes.map((o) => o.orderType) ?? [];
          const enabled = current?.enabled ?? false;
          return (
            <Card key={bt.type} size="small" title={bt.name} data-testid={`finance-setting-${bt.type}`}>
              <Space direction="vertical">
                <Space>
                  <Switch checked={enabled} onChange={(on) => void change(bt.type, on, chosen)} />
                  <Typography.Text>{t('financeConfig.settings.enabled')}</Typography.Text>
                </Space>
                <Space>
                  <Typography.Text type="secondary">{t('financeConfig.settings.orderTypes')}</Typography.Text>
                  <Checkbox.Group
                    value={chosen}
                    options={bt.relationOrderTypes.map((o) => ({ value: o.orderType, label: o.name }))}
                    onChange={(list) => void change(bt.type, enabled, list.map(String))}
                  />
                </Space>
              </Space>
            </Card>
          );
        })}
      </Space>
    </>
  );
}
