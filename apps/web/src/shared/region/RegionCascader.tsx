import type { RegionNode } from '@gf/contracts';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionTree } from './region-api';

export interface RegionCascaderProps {
  /** Codes from the province down (Form.Item passes it). */
  value?: string[];
  onChange?: (value: string[] | undefined) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

const fieldNames = { label: 'name', value: 'code', children: 'children' } as const;

/** Matches any level's name: typing 西湖 finds 浙江省 / 杭州市 / 西湖区. */
const filter = (input: string, path: RegionNode[]) => path.some((node) => node.name.includes(input.trim()));

/** 所属地区: province / city / district from the server's region tree, searchable by name. */
export function RegionCascader({ value, onChange, disabled, 'data-testid': testId }: RegionCascaderProps) {
  const { t } = useTranslation();
  const { tree, isLoading } = useRegionTree();
  return (
    <Cascader<RegionNode>
      data-testid={testId}
      options={tree ?? []}
      fieldNames={fieldNames}
      value={value}
      onChange={(next) => onChange?.(next && next.length ? (next as string[]) : undefined)}
      loading={isLoading}
      disabled={disabled}
      allowClear
      showSearch={{ filter, limit: 50 }}
      placeholder={t('region.placeholder')}
      notFoundContent={t('region.notFound')}
    />
  );
}
