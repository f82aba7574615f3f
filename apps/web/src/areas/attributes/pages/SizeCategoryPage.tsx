import { attributesPermissions as perm, type SizeCategoryRow } from '@gf/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { attributeQueryKeys, sizeCategoryApi } from '../api/attributes-api';
import { AttributeTableCard } from '../components/AttributeTableCard';
import { SizeCategoryDrawer } from '../components/SizeCategoryDrawer';
import '../locales/register';

/** 尺码组 (/sizeCategory): size categories with their sizes in order and their medium categories. */
export function SizeCategoryPage() {
  const { t } = useTranslation();
  return (
    <AttributeTableCard<SizeCategoryRow>
      title={t('attributes.sizeCategory.title')}
      createLabel={t('attributes.sizeCategory.create')}
      permission={perm.sizeCategoryEdit}
      queryKey={attributeQueryKeys.sizeCategories}
      load={sizeCategoryApi.list}
      deleteConfirm={(row) => t('attributes.sizeCategory.deleteConfirm', { name: row.category })}
      remove={(row) => sizeCategoryApi.remove(row.id)}
      columns={[
        { key: 'category', title: t('attributes.sizeCategory.name'), dataIndex: 'category', width: 200 },
        {
          key: 'sizes',
          title: t('attributes.sizeCategory.sizes'),
          render: (_: unknown, row) => (
            <Space size={[4, 4]} wrap>
              {row.sizeList.map((s) => (
                <Tag key={s.id} color={s.isStopped ? undefined : 'blue'}>
                  {s.name}
                </Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'mediums',
          title: t('attributes.sizeCategory.mediums'),
          width: 220,
          render: (_: unknown, row) => row.attrIds.join('、') || '—',
        },
      ]}
      drawer={(props) => <SizeCategoryDrawer {...props} />}
    />
  );
}
