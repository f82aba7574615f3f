import type { BomDetail } from '@gf/contracts';
import { bomNameInput } from '@gf/contracts';
import { App, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bomApi } from '../api/bom-api';
import type { StyleAttrs } from './bom-columns';
import { rowBody, rowFromView, type BomEditorRow } from './bom-row.logic';
import { BomRowsEditor, rowsProblemTexts } from './BomRowsEditor';
import '../locales/register';

export interface BomEditorProps {
  styleId: string;
  attrs: StyleAttrs;
  /** The BOM edited; null for a new one (with `startRows`, e.g. a template's). */
  bom: BomDetail | null;
  startRows?: BomEditorRow[];
  startName?: string;
  shown: (key: string) => boolean;
  onSaved: (bomId: string) => void;
  onCancel: () => void;
}

/**
 * The BOM editor: name (unique per style, asked on blur), remark, and the rows (BomRowsEditor). What the server
 * would refuse is said under the cell while typing and listed with its row on save, never changed; save sends
 * what was typed.
 */
export function BomEditor({ styleId, attrs, bom, startRows, startName, shown, onSaved, onCancel }: BomEditorProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [name, setName] = useState(bom?.name ?? startName ?? '');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [remark, setRemark] = useState(bom?.remark ?? '');
  const [rows, setRows] = useState<BomEditorRow[]>(() => bom?.commonMaterialsSkuList.map(rowFromView) ?? startRows ?? []);
  const [saving, setSaving] = useState(false);

  const checkName = async (): Promise<boolean> => {
    const parsed = bomNameInput.safeParse(name);
    if (!parsed.success) {
      setNameProblem(t('bom.field.nameRequired'));
      return false;
    }
    const taken = await bomApi.isNameTaken(styleId, parsed.data, bom?.id).catch(() => false);
    setNameProblem(taken ? t('bom.field.nameTaken', { name: parsed.data }) : null);
    return !taken;
  };

  const save = async () => {
    const nameOk = await checkName();
    const problems = rowsProblemTexts(rows, attrs.sizes, t, i18n.language);
    if (problems.length) message.error(problems.slice(0, 5).join('；'));
    if (!nameOk || problems.length) return;
    const body = { styleId, name: name.trim(), remark: remark.trim() || null, commonMaterialsSkuList: rows.map(rowBody) };
    setSaving(true);
    try {
      const saved = bom ? await bomApi.update({ ...body, id: bom.id, version: bom.version }) : await bomApi.add(body);
      onSaved(saved.id);
    } catch {
      // the api client has shown the refusal; what was typed stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="bom-editor"
      title={
        <Space align="start" wrap style={{ padding: '8px 0' }}>
          <div>
            <Space.Compact>
              <Button disabled>{t('bom.field.name')}</Button>
              <Input
                value={name}
                maxLength={50}
                placeholder={t('bom.field.namePlaceholder')}
                status={nameProblem ? 'error' : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameProblem(null);
                }}
                onBlur={() => void checkName()}
                style={{ width: 280 }}
                data-testid="bom-name"
              />
            </Space.Compact>
            {nameProblem && (
              <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} data-testid="bom-name-problem">
                {nameProblem}
              </Typography.Text>
            )}
          </div>
          <Space.Compact>
            <Button disabled>{t('bom.field.remark')}</Button>
            <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} style={{ width: 280 }} />
          </Space.Compact>
        </Space>
      }
      extra={
        <Space>
          <Button onClick={onCancel}>{t('bom.editor.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="bom-save">
            {t('bom.editor.save')}
          </Button>
        </Space>
      }
    >
      <BomRowsEditor rows={rows} setRows={setRows} attrs={attrs} shown={shown} />
    </Card>
  );
}
