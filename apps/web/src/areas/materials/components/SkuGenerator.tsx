import type { MaterialSpecRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordCreate } from '../../../shared/search-select';
import { usePermission } from '../../../shared/session/permission';
import { materialsApi, type GeneratedSku, type SkuForm } from '../api/materials-api';
import { SpecDrawer } from './SpecDrawer';
import '../locales/register';

export interface SkuGeneratorProps {
  specs: MaterialSpecRow[];
  existing: SkuForm[];
  onGenerated: (rows: GeneratedSku[]) => void;
  onSpecAdded: () => void;
}

// Library colours travel as "id:<colour id>", typed colours as their text.
const libraryPrefix = 'id:';

/** Colours (from the colour library, or typed) × specifications → new SKU rows (generateSkus). */
export function SkuGenerator({ specs, existing, onGenerated, onSpecAdded }: SkuGeneratorProps) {
  const { t } = useTranslation();
  const [colors, setColors] = useState<string[]>([]);
  const [specIds, setSpecIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [specOpen, setSpecOpen] = useState(false);
  // 新建颜色: the colour library's own form (with 新建 for a colour group); the new colour is chosen here.
  const colorCreate = recordCreate<{ id: string; name: string }>('color');
  const canCreateColor = usePermission(colorCreate?.permission ?? undefined) && Boolean(colorCreate);
  const [colorOpen, setColorOpen] = useState<boolean | null>(null);
  const groups = useQuery({ queryKey: ['material-form', 'colour-groups'], queryFn: materialsApi.colorGroups, retry: false });
  const names = new Map<string, string>(
    (groups.data ?? []).flatMap((g) => g.colorList.map((c): [string, string] => [`${libraryPrefix}${c.id}`, c.name])),
  );

  const generate = async () => {
    setBusy(true);
    try {
      const rows = await materialsApi.defaultSkus({
        colors: colors.map((c) =>
          c.startsWith(libraryPrefix)
            ? { colorId: c.slice(libraryPrefix.length), colorName: names.get(c) ?? c }
            : { colorId: null, colorName: c },
        ),
        specificationsIds: specIds,
        existing: existing
          .filter((s) => s.specificationsId)
          .map((s) => ({ colorId: s.colorId ?? null, colorName: s.colorName, specificationsId: s.specificationsId })),
      });
      onGenerated(rows);
    } catch {
      // shown by the api client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="sku-generator">
      <Select
        mode="tags"
        style={{ minWidth: 260 }}
        placeholder={t('materials.form.colorsPlaceholder')}
        value={colors}
        onChange={setColors}
        maxTagCount="responsive"
        options={(groups.data ?? []).map((g) => ({
          label: g.category ?? '-',
          options: g.colorList.map((c) => ({ value: `${libraryPrefix}${c.id}`, label: c.name })),
        }))}
        data-testid="sku-colors"
      />
      <Select
        mode="multiple"
        style={{ minWidth: 240 }}
        placeholder={t('materials.form.specs')}
        value={specIds}
        onChange={setSpecIds}
        showSearch={{ optionFilterProp: 'label' }}
        maxTagCount="responsive"
        options={specs.map((s) => ({ value: s.id, label: s.noName }))}
        data-testid="sku-specs"
      />
      {canCreateColor && (
        <Button onClick={() => setColorOpen(true)} data-testid="sku-new-color">
          {t('materials.form.newColor')}
        </Button>
      )}
      <Button onClick={() => setSpecOpen(true)}>{t('materials.form.newSpec')}</Button>
      <Button
        type="primary"
        ghost
        loading={busy}
        disabled={!colors.length || !specIds.length}
        onClick={() => void generate()}
        data-testid="sku-generate"
      >
        {t('materials.form.generate')}
      </Button>
      {colorOpen !== null &&
        colorCreate?.render({
          open: colorOpen,
          keyword: '',
          onClose: () => setColorOpen(false),
          onSaved: (color) => {
            void groups.refetch();
            setColors((chosen) => [...chosen, `${libraryPrefix}${color.id}`]);
          },
        })}
      <SpecDrawer
        open={specOpen}
        onClose={() => setSpecOpen(false)}
        onSaved={(saved) => {
          onSpecAdded();
          setSpecIds((ids) => [...ids, saved.id]);
        }}
      />
    </Space>
  );
}
