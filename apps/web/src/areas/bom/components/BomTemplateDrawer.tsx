import { bomTemplateNameInput, type BomTemplateListRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { bomTemplateApi, bomTemplateKeys, type BomTemplateRowBody } from '../api/bom-template-api';
import { rowFromTemplate, type BomEditorRow } from './bom-row.logic';
import { BomRowsEditor, rowsProblemTexts } from './BomRowsEditor';
import '../locales/register';

const noAttrs = { colors: [], sizes: [], standards: [], parts: [] };
const everyColumn = () => true;

/** A template row as the save call takes it: what was typed, blank as null. */
export function templateRowBody(row: BomEditorRow): BomTemplateRowBody {
  const orNull = (v: string | null) => (v && v.trim() ? v.trim() : null);
  return {
    ...(row.id ? { id: row.id } : {}),
    materialSkuId: row.materialSkuId,
    singleDosage: row.singleDosage.trim(),
    lossRate: orNull(row.lossRate),
    isMain: row.isMain,
    partName: orNull(row.partName),
    supplierId: row.supplierId,
    planCost: orNull(row.planCost),
    remark: orNull(row.remark),
  };
}

export interface BomTemplateDrawerProps {
  open: boolean;
  /** The template edited; null to create one. */
  template: BomTemplateListRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建模板 / 编辑模板: name (unique in the factory), remark and the rows, edited like a BOM's (no style: no 用于). */
export function BomTemplateDrawer({ open, template, onClose, onSaved }: BomTemplateDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; remark?: string }>();
  const [rows, setRows] = useState<BomEditorRow[]>([]);
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: bomTemplateKeys.detail(template?.id ?? ''),
    queryFn: () => bomTemplateApi.get(template!.id),
    enabled: open && Boolean(template),
  });
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ name: template?.name ?? '', remark: template?.remark ?? '' });
    setRows(detail.data ? detail.data.rows.map(rowFromTemplate) : []);
  }, [open, template, detail.data, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    const problems = rowsProblemTexts(rows, [], t, i18n.language);
    if (problems.length) message.error(problems.slice(0, 5).join('；'));
    if (!values || problems.length) return;
    const body = { name: values.name.trim(), remark: values.remark?.trim() || null, rows: rows.map(templateRowBody) };
    setSaving(true);
    try {
      if (template) await bomTemplateApi.update(template.id, body);
      else await bomTemplateApi.create(body);
      onSaved();
      onClose();
    } catch {
      // shown by the api client; what was typed stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      size={1280}
      title={template ? t('bom.template.edit') : t('bom.template.create')}
      onClose={onClose}
      destroyOnHidden
      loading={Boolean(template) && detail.isLoading}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="bom-template-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="inline" name="bom-template" style={{ marginBottom: 16 }}>
        <Form.Item name="name" label={t('bom.template.name')} rules={[zodTextRule(bomTemplateNameInput, t('bom.template.name'))]}>
          <Input maxLength={50} style={{ width: 280 }} data-testid="bom-template-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('bom.template.remark')}>
          <Input maxLength={200} style={{ width: 360 }} />
        </Form.Item>
      </Form>
      <BomRowsEditor rows={rows} setRows={setRows} attrs={noAttrs} shown={everyColumn} isTemplate />
    </Drawer>
  );
}
