import type { FactoryDetail } from '@gf/contracts';
import { Button, Checkbox, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

export interface StorehouseLinksValue {
  storehouseIds: string[];
  defaultStorehouseId: string | null;
}

/**
 * 关联仓库: a checkbox per storehouse of the company; a linked one can be made the default (设为默认), and unlinking the
 * default clears it.
 */
export function StorehouseLinks({
  storehouses,
  value = { storehouseIds: [], defaultStorehouseId: null },
  onChange,
}: {
  storehouses: FactoryDetail['storehouses'];
  value?: StorehouseLinksValue;
  onChange?: (next: StorehouseLinksValue) => void;
}) {
  const { t } = useTranslation();
  if (!storehouses.length) return <Typography.Text type="secondary">{t('company.factory.noStorehouse')}</Typography.Text>;
  const toggle = (id: string, linked: boolean) => {
    const storehouseIds = linked ? [...value.storehouseIds, id] : value.storehouseIds.filter((s) => s !== id);
    const defaultStorehouseId = !linked && value.defaultStorehouseId === id ? null : value.defaultStorehouseId;
    onChange?.({ storehouseIds, defaultStorehouseId });
  };
  return (
    <Space direction="vertical" size={4} data-testid="storehouse-links">
      {storehouses.map((s) => {
        const linked = value.storehouseIds.includes(s.id);
        return (
          <Space key={s.id} size={12}>
            <Checkbox checked={linked} onChange={(e) => toggle(s.id, e.target.checked)}>
              {s.name}
            </Checkbox>
            {linked && value.defaultStorehouseId === s.id ? <Tag color="blue">{t('company.factory.isDefault')}</Tag> : null}
            {linked && value.defaultStorehouseId !== s.id ? (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => onChange?.({ ...value, defaultStorehouseId: s.id })}
              >
                {t('company.factory.setDefault')}
              </Button>
            ) : null}
          </Space>
        );
      })}
    </Space>
  );
}
