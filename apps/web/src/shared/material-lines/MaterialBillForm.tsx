import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Space, Spin, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listQueryKey } from '../list-page';
import { isBadQuantity, MaterialLinesEditor, type MaterialLine, type MaterialLinesEditorProps } from './MaterialLinesEditor';
import { toLineBodies } from './material-bill';

type LineBody = ReturnType<typeof toLineBodies>[number];

/** The state of a material bill form: the header form, the storehouse it names (stock beside each line), the lines. */
export function useMaterialBillForm<H extends { storehouseId?: string }>() {
  const [form] = Form.useForm<H>();
  const storehouseId = Form.useWatch<string | undefined>('storehouseId', form);
  const [lines, setLines] = useState<MaterialLine[]>([]);
  return { form, storehouseId, lines, setLines };
}

/**
 * Save of a material bill form (保存草稿 / 保存并提交): the header validates, at least one line, every quantity
 * above 0 with at most 4 decimals (else a message naming the line); `persist` sends it, a submit then examines
 * (a refusal is shown by the api client and the draft stays saved); then the list `listKey` and the bill's
 * query `[billKey, id]` are refreshed and `detailPath` + id replaces the form.
 */
export function useMaterialBillSave<H>(options: {
  form: FormInstance<H>;
  lines: MaterialLine[];
  texts: { empty: string; badQuantity: string };
  persist: (header: H, skus: LineBody[]) => Promise<{ id: string }>;
  examine: (id: string) => Promise<unknown>;
  saved: { listKey: string; billKey: string; detailPath: string };
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = async (submit: boolean) => {
    const header = await options.form.validateFields();
    if (options.lines.length === 0) return void message.error(options.texts.empty);
    const wrong = options.lines.find((l) => isBadQuantity(l.quantity));
    if (wrong)
      return void message.error(`${[wrong.label, wrong.lot.rollNo].filter(Boolean).join(' ')}: ${options.texts.badQuantity}`);
    setSaving(true);
    try {
      const saved = await options.persist(header, toLineBodies(options.lines));
      if (submit) await options.examine(saved.id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: listQueryKey(options.saved.listKey) });
      void queryClient.invalidateQueries({ queryKey: [options.saved.billKey, saved.id] });
      void navigate(`${options.saved.detailPath}${encodeURIComponent(saved.id)}`, { replace: true });
    } catch {
      // shown by the api client (e.g. 库存不足 naming the SKU)
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

export interface MaterialBillFormProps<H> {
  /** Prefix of the test ids: `${testId}-form`, `-lines`, `-save`, `-submit`. */
  testId: string;
  title: string;
  loading: boolean;
  form: FormInstance<H>;
  initialValues: Partial<H>;
  /** The header's Form.Items. */
  children: ReactNode;
  linesTitle: string;
  lines: MaterialLine[];
  onLinesChange: (lines: MaterialLine[]) => void;
  storehouseId: string | undefined;
  quantityLabel: string;
  /** Extra line columns before the quantity (the editor's extraColumns, e.g. 卷号 / 缸号 of a delivery). */
  extraColumns?: MaterialLinesEditorProps['extraColumns'];
  /** The area's lots call: 卷号 / 缸号 per line and + 卷 (the editor's lotsUrl). */
  lotsUrl?: string | undefined;
  /** A warning under a line's quantity (the editor's lineWarning). */
  lineWarning?: MaterialLinesEditorProps['lineWarning'];
  saving: boolean;
  onSave: (submit: boolean) => void;
  saveDraftLabel: string;
  saveSubmitLabel: string;
}

/** The frame of a material bill form: header fields in a grid, the line table, 取消 / 保存草稿 / 保存并提交. */
export function MaterialBillForm<H>(p: MaterialBillFormProps<H>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Spin spinning={p.loading}>
      <Card title={p.title} data-testid={`${p.testId}-form`}>
        <Form
          form={p.form}
          layout="vertical"
          initialValues={p.initialValues}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 }}
        >
          {p.children}
        </Form>
        <Card size="small" type="inner" title={p.linesTitle}>
          <MaterialLinesEditor
            lines={p.lines}
            onChange={p.onLinesChange}
            storehouseId={p.storehouseId}
            quantityLabel={p.quantityLabel}
            extraColumns={p.extraColumns}
            lotsUrl={p.lotsUrl}
            lineWarning={p.lineWarning}
            testId={`${p.testId}-lines`}
          />
        </Card>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
          <Button loading={p.saving} onClick={() => p.onSave(false)} data-testid={`${p.testId}-save`}>
            {p.saveDraftLabel}
          </Button>
          <Button type="primary" loading={p.saving} onClick={() => p.onSave(true)} data-testid={`${p.testId}-submit`}>
            {p.saveSubmitLabel}
          </Button>
        </Space>
      </Card>
    </Spin>
  );
}
