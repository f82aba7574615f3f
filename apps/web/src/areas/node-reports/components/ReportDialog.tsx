import { Code, type NodeProgress, type ReportBillDetail, type ReportPath } from '@gf/contracts';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { answerErrors, claimAnswer } from '../../../shared/api/field-text';
import { requiredRule } from '../../../shared/forms/required-rule';
import { storehouseLoader } from '../../../shared/material-lines/material-bill';
import { SamplingAqlPanel } from '../../../shared/aql';
import { SearchSelect } from '../../../shared/search-select';
import { useSession } from '../../../shared/session/session';
import type { Quantities } from '../../../shared/sku-matrix';
import { customerLoader, nodeReportsApi, reportPathOf } from '../api/node-reports-api';
import { CommonFields } from './CommonFields';
import { QcBlocks } from './QcBlocks';
import { QuantityCells } from './QuantityCells';
import { buildReportInput, initialValues, type ReportFormValues } from './report-input';
import { figureCells, nodeMatrix, overAllowance, reportLines, skuLabel } from './report-form.logic';
import { SamplingTable } from './SamplingTable';

export interface ReportDialogProps {
  progress: NodeProgress;
  kind: 'complete' | 'adjust';
  /** A draft or rejected bill re-edited (编辑). */
  bill?: ReportBillDetail | null;
  phone?: boolean;
  onClose: () => void;
  onDone: () => void;
}

const SKU_PATHS: ReadonlySet<ReportPath> = new Set(['quantitative', 'actual-cutting', 'tail-in-store', 'tail-out-store']);

/**
 * The report dialog of a node, by its type (reference 03 §4): 完成日期, 完成工厂, 完成人员, the SKU matrix with 数量合计
 * (or one total, the QC blocks, the sampling rows, done / not done), 床次, 入库仓库, 客户 or 调往仓库, 调整原因, 发往工厂 /
 * 工位; 存草稿 or 提报. A quantity over what the node allows is warned about first; the server's refusal shows under
 * the quantities, naming the SKU.
 */
export function ReportDialog({ progress, kind, bill, phone, onClose, onDone }: ReportDialogProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<ReportFormValues>();
  const [busy, setBusy] = useState<'DRAFT' | 'REPORT' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { header } = progress;
  const path = reportPathOf[header.typeCode];
  const matrix = useMemo(() => nodeMatrix(progress.skus), [progress.skus]);
  const d = (k: string) => t(`nodeReports.dialog.${k}`);
  const isWorkbay = session?.userInfo.type === 'WORKBAY';
  const shipMode = Form.useWatch('shipMode', form);
  const factories = progress.outsideFactories.map((f) => ({ value: f.outsideFactoryId, label: f.name }));
  const initial = useMemo(
    () => initialValues(progress, matrix, session?.userId ?? null, bill ?? null),
    [progress, matrix, session?.userId, bill],
  );

  const title =
    bill != null
      ? d('titleEdit')
      : path === 'quality-checking-report'
        ? d('titleQc')
        : path === 'select_check' || path === 'select_check_quantity'
          ? d('titleSampling')
          : d(kind === 'adjust' ? 'titleAdjust' : 'titleComplete');

  const send = async (action: 'DRAFT' | 'REPORT', values: ReportFormValues) => {
    if (!path) return;
    const input = buildReportInput(path, action, kind, values, matrix, bill ?? null);
    setBusy(action);
    setRefusal(null);
    try {
      await nodeReportsApi.report(header.missionNodeId, path, input);
      void message.success(d(action === 'DRAFT' ? 'saved' : 'submitted'));
      onDone();
    } catch (e) {
      if (e instanceof ApiError) showRefusal(e, input);
    } finally {
      setBusy(null);
    }
  };

  /** Field errors under their fields; a line's error names its SKU under the quantities; anything else there too. */
  const showRefusal = (e: ApiError, input: Record<string, unknown>) => {
    const lines = (input.skus ?? input.qualifieds ?? []) as { goodsSkuId: string }[];
    const errors = e.code === Code.invalidInput ? answerErrors(e.data) : [];
    const onLines: string[] = [];
    for (const err of errors) {
      const m = /^(?:skus|qualifieds)\.(\d+)/.exec(err.field);
      const line = m ? lines[Number(m[1])] : undefined;
      const key = line ? matrix.keyOf.get(line.goodsSkuId) : undefined;
      const sku = key ? matrix.skuOf.get(key) : undefined;
      if (sku) onLines.push(`${skuLabel(sku)}: ${err.message || e.msg}`);
      else if (form.getFieldsError().some((f) => f.name.join('.') === err.field))
        form.setFields([{ name: err.field.split('.') as never, errors: [err.message || e.msg] }]);
      else onLines.push(err.message || e.msg);
    }
    setRefusal(onLines.length ? onLines.join('; ') : errors.length ? null : e.msg);
    claimAnswer(e);
  };

  const submit = async (action: 'DRAFT' | 'REPORT') => {
    let values: ReportFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const cells = (path === 'quality-checking-report' ? values.qualifiedCells : values.cells) ?? {};
    const over = action === 'REPORT' && kind === 'complete' ? overAllowance(matrix, reportLines(matrix, cells)) : [];
    if (!over.length) return send(action, values);
    modal.confirm({
      title: d('overTitle'),
      width: phone ? '92vw' : 480,
      content: (
        <div data-testid="report-over-warning">
          <p>{d('overText')}</p>
          {over.map((o) => (
            <div key={o.goodsSkuId}>{t('nodeReports.dialog.overLine', { sku: o.label, n: o.num, max: o.allowance })}</div>
          ))}
        </div>
      ),
      okText: d('overGoOn'),
      cancelText: d('cancel'),
      onOk: () => send(action, values),
    });
  };

  const remaining: Quantities = figureCells(matrix, 'remainingNum');
  const quantities = (
    <Form.Item name="cells" label={d('quantities')} extra={refusal ? <RefusalText text={refusal} /> : undefined}>
      <QuantityCells
        matrix={matrix}
        phone={phone}
        signed={kind === 'adjust'}
        compare={phone ? remaining : undefined}
        compareLabel={t('nodeReports.panel.remaining')}
        testId="report-cells"
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={phone ? '100vw' : 960}
      style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        path === 'logic' ? (
          <Button
            type="primary"
            size={phone ? 'large' : undefined}
            loading={busy === 'REPORT'}
            onClick={() => void submit('REPORT')}
          >
            {d('submit')}
          </Button>
        ) : (
          <Space>
            <Button size={phone ? 'large' : undefined} onClick={onClose}>
              {d('cancel')}
            </Button>
            <Button
              size={phone ? 'large' : undefined}
              loading={busy === 'DRAFT'}
              onClick={() => void submit('DRAFT')}
              data-testid="report-draft"
            >
              {d('draft')}
            </Button>
            <Button
              type="primary"
              size={phone ? 'large' : undefined}
              loading={busy === 'REPORT'}
              onClick={() => void submit('REPORT')}
              data-testid="report-submit"
            >
              {d('submit')}
            </Button>
          </Space>
        )
      }
    >
      <Form<ReportFormValues>
        form={form}
        initialValues={initial}
        layout={phone ? 'vertical' : 'horizontal'}
        labelCol={phone ? undefined : { flex: '130px' }}
        labelWrap
        data-testid="report-form"
      >
        {path === 'logic' ? (
          <>
            <Alert type="info" showIcon title={d('logicHint')} style={{ marginBottom: 12 }} />
            <Form.Item name="dateCompleted" label={d('date')}>
              <DatePicker size={phone ? 'large' : undefined} inputReadOnly={phone} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="done" label=" " colon={false}>
              <Radio.Group
                options={[
                  { value: true, label: d('done') },
                  { value: false, label: d('notDone') },
                ]}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <CommonFields header={header} factories={factories} kind={kind} isWorkbay={isWorkbay} phone={phone} />
            {path === 'actual-cutting' && (
              <Form.Item
                name="lathe"
                label={d('lathe')}
                rules={[
                  requiredRule(d('lathe')),
                  {
                    validator: async (_r, v: string | undefined) => {
                      if (v && bill?.lathe !== v.trim() && header.usedLathes.includes(v.trim()))
                        throw new Error(`${d('lathe')} ${v}: ${t('forms.duplicate', { label: d('lathe') })}`);
                    },
                  },
                ]}
              >
                <Input maxLength={50} data-testid="report-lathe" />
              </Form.Item>
            )}
            {(path === 'tail-in-store' || path === 'tail-out-store') && (
              <Form.Item
                name="storehouseId"
                label={d(path === 'tail-in-store' ? 'storehouse' : 'outStorehouse')}
                rules={[requiredRule(d('storehouse'), 'select')]}
              >
                <SearchSelect single loader={storehouseLoader} autoSelectSingle data-testid="report-storehouse" />
              </Form.Item>
            )}
            {path === 'tail-out-store' && (
              <>
                <Form.Item name="shipMode" label={d('shipTo')}>
                  <Radio.Group
                    options={[
                      { value: 'customer', label: d('customer') },
                      { value: 'transfer', label: d('transfer') },
                    ]}
                  />
                </Form.Item>
                {shipMode === 'transfer' ? (
                  <Form.Item name="inStorehouseId" label={d('transfer')} rules={[requiredRule(d('transfer'), 'select')]}>
                    <SearchSelect single loader={storehouseLoader} />
                  </Form.Item>
                ) : (
                  <Form.Item name="customerId" label={d('customer')} rules={[requiredRule(d('customer'), 'select')]}>
                    <SearchSelect single loader={customerLoader} data-testid="report-customer" />
                  </Form.Item>
                )}
              </>
            )}
            {path && SKU_PATHS.has(path) && quantities}
            {path === 'total' && (
              <Form.Item
                name="quantity"
                label={d('quantities')}
                rules={[requiredRule(d('total'))]}
                extra={refusal ? <RefusalText text={refusal} /> : undefined}
              >
                <InputNumber
                  size={phone ? 'large' : undefined}
                  min={kind === 'adjust' ? undefined : 1}
                  placeholder={d('total')}
                  style={{ width: 200 }}
                />
              </Form.Item>
            )}
            {path === 'quality-checking-report' && (
              <>
                <QcBlocks matrix={matrix} phone={phone} />
                {refusal && <Alert type="error" showIcon title={<span data-testid="report-refusal">{refusal}</span>} />}
              </>
            )}
            {(path === 'select_check' || path === 'select_check_quantity') && (
              <>
                <Form.Item name="samplingRows" noStyle>
                  <SamplingTable />
                </Form.Item>
                <SamplingAqlPanel />
                {refusal && <Alert type="error" showIcon title={<span data-testid="report-refusal">{refusal}</span>} />}
              </>
            )}
            {path !== 'quality-checking-report' && (
              <Form.Item
                name="remark"
                label={d(path === 'tail-in-store' ? 'inRemark' : path === 'tail-out-store' ? 'outRemark' : 'remark')}
              >
                <Input maxLength={20} />
              </Form.Item>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}

/** The server's refusal under the quantities (it names the SKU), in the error colour; the cells keep their own marks. */
function RefusalText({ text }: { text: string }) {
  return (
    <Typography.Text type="danger" data-testid="report-refusal">
      {text}
    </Typography.Text>
  );
}
