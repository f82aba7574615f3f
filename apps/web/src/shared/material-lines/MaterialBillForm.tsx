import { App, Card, Form, Spin, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { answerFields } from '../api/field-text';
import { ApiError } from '../api/api-error';
import { showServerFieldErrors } from '../forms/server-field-errors';
import { refusedCells, shownProblems, type RefusedCells } from '../line-problems';
import { quantityProblems, quantityProblemWithPlace, type QuantityProblem } from './line-quantity';
import { MaterialLinesEditor, type MaterialLine, type MaterialLinesEditorProps } from './MaterialLinesEditor';
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
 * above 0 with at most 4 decimals (else its cell is marked and a message names row, column and rule: "第2行 送料数
 * 不能为负数"); `persist` sends it (a refusal naming header fields is shown under them, one naming line quantities
 * marks those cells), a submit then examines (a refusal is shown by the api client and the draft stays saved); then
 * `detailPath` + id replaces the form (the save's answer has already refreshed every query: shared/api/data-changed.ts).
 * `problems` are the quantity cells to mark (MaterialBillForm's `problems`).
 */
export function useMaterialBillSave<H>(options: {
  form: FormInstance<H>;
  lines: MaterialLine[];
  /** The message for no lines, and the quantity column's title (named in a line's message). */
  texts: { empty: string; quantity: string };
  persist: (header: H, skus: LineBody[]) => Promise<{ id: string }>;
  examine: (id: string) => Promise<unknown>;
  saved: { detailPath: string };
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<RefusedCells<MaterialLine, 'quantity'>>(new Map());
  const own = quantityProblems(options.lines);
  const save = async (submit: boolean) => {
    const header = await options.form.validateFields();
    if (options.lines.length === 0) return void message.error(options.texts.empty);
    setTried(true);
    const first = own.all[0];
    if (first)
      return void message.error(quantityProblemWithPlace(first.problem, i18n.language, first.row, options.texts.quantity));
    setSaving(true);
    try {
      const saved = await options.persist(header, toLineBodies(options.lines));
      if (submit) await options.examine(saved.id).catch(() => undefined);
      void navigate(`${options.saved.detailPath}${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      // Shown by the api client (e.g. 库存不足 naming the SKU); header fields it names under them, line cells marked.
      if (!showServerFieldErrors(options.form, error) && error instanceof ApiError)
        setRefused(refusedCells(options.lines, answerFields(error.data), error.msg, { quantity: 'quantity' }, 'skus'));
    } finally {
      setSaving(false);
    }
  };
  const problems: ReadonlyMap<string, QuantityProblem[]> = shownProblems(options.lines, own.byKey, refused, tried);
  return { saving, save, problems };
}

export interface MaterialBillFormProps<H> {
  /** Prefix of the test ids: `${testId}-form`, `-lines`, `-save`, `-submit`. */
  testId: string;
  /** The page's title bar with its buttons: bill forms pass bill/BillFormHeader (取消 · 保存 · 保存并提报). */
  header: ReactNode;
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
  /** The quantity cells to mark (useMaterialBillSave's `problems`). */
  problems?: MaterialLinesEditorProps['problems'];
}

/** The frame of a material bill form: the title bar with its buttons, header fields in a grid, the line table. */
export function MaterialBillForm<H>(p: MaterialBillFormProps<H>) {
  return (
    <Spin spinning={p.loading}>
      <div data-testid={`${p.testId}-form`}>
        {p.header}
        <Card>
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
              problems={p.problems}
              testId={`${p.testId}-lines`}
            />
          </Card>
        </Card>
      </div>
    </Spin>
  );
}
