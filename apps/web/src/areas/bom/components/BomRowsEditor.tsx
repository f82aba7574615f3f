import { Button, Space, Table, Typography } from 'antd';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../../shared/line-problems';
import { SearchSelect } from '../../../shared/search-select';
import { bomMaterialLoader, type FoundMaterial } from '../api/bom-api';
import { bomColumns, columnsWidth, type StyleAttrs } from './bom-columns';
import { dosageTotals, moveRow, rowFromMaterial, rowProblems, type BomEditorRow } from './bom-row.logic';
import { ColorMappingDialog } from './ColorMappingDialog';
import { MaterialCreateDrawer } from './MaterialCreateDrawer';
import { SupplierDialog } from './SupplierDialog';
import '../locales/register';

export interface BomRowsEditorProps {
  rows: BomEditorRow[];
  setRows: Dispatch<SetStateAction<BomEditorRow[]>>;
  attrs: StyleAttrs;
  shown: (key: string) => boolean;
  /** A template's rows: no style, so no 用于 lists, per-size usage or colour mapping, and 部位 typed as text. */
  isTemplate?: boolean;
}

const templateHidden = new Set([
  'styleColorIdList',
  'styleSizeIdList',
  'styleStandardIdList',
  'colorMappings',
  'picture',
  'supplierStyleNo',
  'supplierColorNo',
]);

/**
 * The rows part of the BOM (and template) editor: 输入物料号/名称/供应商/供应商款号搜索 with 新建物料 inside it, the row
 * table (what the server would refuse said under the cell while typing), 上移 / 下移 / 换供应商 / 删除, the colour
 * mapping and supplier dialogs, and the usage totals per unit.
 */
export function BomRowsEditor({ rows, setRows, attrs, shown, isTemplate = false }: BomRowsEditorProps) {
  const { t, i18n } = useTranslation();
  const [mapping, setMapping] = useState<BomEditorRow | null>(null);
  const [supplierOf, setSupplierOf] = useState<BomEditorRow | null>(null);
  const [pickRound, setPickRound] = useState(0);

  const change = (key: string, patch: Partial<BomEditorRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const show = (key: string) => shown(key) && !(isTemplate && templateHidden.has(key));
  const count = rows.length;

  const columns = useMemo(
    () =>
      bomColumns(t, i18n.language, isTemplate ? { ...attrs, sizes: [], standards: [] } : attrs, show, {
        change,
        problemsOf: rowProblems,
        openMapping: setMapping,
        partAsText: isTemplate,
        actions: (row, i) =>
          row.isLocked ? (
            <Typography.Text type="secondary">{row.lockReason ?? t('bom.field.locked')}</Typography.Text>
          ) : (
            <Space size={0} wrap>
              <Button type="link" size="small" disabled={i === 0} onClick={() => setRows((all) => moveRow(all, i, -1))}>
                {t('bom.editor.moveUp')}
              </Button>
              <Button type="link" size="small" disabled={i === count - 1} onClick={() => setRows((all) => moveRow(all, i, 1))}>
                {t('bom.editor.moveDown')}
              </Button>
              <Button type="link" size="small" onClick={() => setSupplierOf(row)} data-testid={`bom-supplier-${i}`}>
                {t('bom.editor.changeSupplier')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                data-testid={`bom-remove-${i}`}
              >
                {t('bom.editor.remove')}
              </Button>
            </Space>
          ),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change and the setters only call setRows; count moves 下移
    [t, i18n.language, attrs, shown, isTemplate, count],
  );
  const invalid = rows.some((r) => rowProblems(r).some((p) => 'text' in p));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SearchSelect
        key={pickRound}
        single
        loader={bomMaterialLoader}
        value={null}
        chosenValues={rows.map((r) => r.materialSkuId)}
        placeholder={t('bom.editor.addBySearch')}
        create={{
          label: t('bom.editor.newMaterial'),
          permission: 'fac.materials.add',
          render: (props) => <MaterialCreateDrawer {...props} />,
          // The saved material comes back through onChange with its record, as a found one does.
          toOption: (m: FoundMaterial) => ({ value: m.skuId, label: `${m.commonMaterialsNo} ${m.name}`, record: { ...m } }),
        }}
        onChange={(value, option) => {
          if (!value || !option || Array.isArray(option) || !option.record) return;
          setRows((all) => [...all, rowFromMaterial(option.record as unknown as FoundMaterial)]);
          setPickRound((n) => n + 1);
        }}
        style={{ width: 520 }}
        data-testid="bom-add"
      />
      <Table<BomEditorRow>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        onRow={(r) => ({ style: r.isLocked ? { background: '#fafafa' } : undefined })}
        locale={{ emptyText: t('bom.editor.noRows') }}
        data-testid="bom-editor-table"
      />
      <Typography.Text data-testid="bom-totals">
        {t('bom.editor.totals')}
        {dosageTotals(rows) || '0'}
        {invalid && (
          <Typography.Text type="danger" style={{ marginInlineStart: 12 }}>
            {t('bom.editor.fixFirst')}
          </Typography.Text>
        )}
      </Typography.Text>
      <ColorMappingDialog
        row={mapping}
        colors={attrs.colors}
        onClose={() => setMapping(null)}
        onOk={(colorMappings) => {
          if (mapping) change(mapping.key, { colorMappings });
          setMapping(null);
        }}
      />
      <SupplierDialog
        row={supplierOf}
        onClose={() => setSupplierOf(null)}
        onOk={(choice) => {
          if (supplierOf) change(supplierOf.key, choice);
          setSupplierOf(null);
        }}
      />
    </Space>
  );
}

/** The rows' problems with their row and column ("第1行 损耗(%)：损耗最大为 100"), for the message a refused save shows. */
export function rowsProblemTexts(
  rows: readonly BomEditorRow[],
  sizes: StyleAttrs['sizes'],
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string[] {
  return rows.flatMap((row, i) =>
    rowProblems(row).map((p) => {
      const column = p.field.startsWith('size:')
        ? `${t('bom.field.sizeDosage')} ${sizes.find((s) => `size:${s.id}` === p.field)?.name ?? ''}`
        : t(`bom.field.${p.field}`);
      const reason = 'text' in p ? problemText(p.text, language) : t('bom.rule.required');
      return t('bom.editor.problem', { row: i + 1, column, reason });
    }),
  );
}
