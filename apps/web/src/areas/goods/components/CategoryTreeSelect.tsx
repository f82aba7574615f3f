import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoryTreeOptions, goodsCategoryApi, goodsCategoryQueryKey } from '../api/goods-category-api';
import '../locales/register';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The style's saved category: selectable even when stop-used. */
  keep?: string | null;
}

/** 品类: any level of the tree (大类 / 中类 / 小类); the field shows the path. */
export function CategoryTreeSelect({ value, onChange, keep }: Props) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: goodsCategoryQueryKey, queryFn: goodsCategoryApi.tree });
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      treeData={categoryTreeOptions(tree.data ?? [], keep)}
      treeDefaultExpandAll
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeNodeLabelProp="label"
      treeLine
      placeholder={t('goods.category.choose')}
      loading={tree.isLoading}
      data-testid="goods-category-select"
    />
  );
}
