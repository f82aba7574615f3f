import { useDefectTotals } from './defect-totals';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { defectsApi, storehouseLoader, type DefectActionBody, type DefectActionKind } from '../api/defects-api';

interface Props {
  kind: DefectActionKind | null;
  /** What the action is on (the chosen rows, or every row of the filter). */
  target: Pick<DefectActionBody, 'selectAllFlag' | 'query' | 'defectivedList'>;
  selectedCount: number;
  acrossFilter: boolean;
  /** One row chosen: its quantity may be given (blank = all it has open). */
  single: boolean;
  onClose: (done: boolean) => void;
}

interface Values {
  num?: string;
  storehouseId?: string;
  remark?: string;
}

/** 合格 / 再修 / 报废 on the chosen defects or across the filter: quantity, storehouse, remark (退回返修: DefectReturnDialog). */
export function DefectActionDialog({ kind, target, selectedCount, acrossFilter, single, onClose }: Props) {
  const { t } = useTranslation();
  const totals = useDefectTotals();
  const count = acrossFilter ? totals.count : selectedCount;
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    if (!kind) return;
    const v = await form.validateFields();
    const list = single && v.num ? target.defectivedList.map((d) => ({ ...d, num: v.num })) : target.defectivedList;
    try {
      await defectsApi.act(kind, {
        ...target,
        defectivedList: list,
        storehouseId: kind === 'qualify' ? (v.storehouseId ?? null) : undefined,
        remark: v.remark ?? null,
      });
      form.resetFields();
      onClose(true);
    } catch {
      // shown by the api client; the dialog stays with what was typed
    }
  };
  return (
    <Modal
      open={Boolean(kind)}
      title={kind ? t('defects.action.title', { action: t(`defects.list.${kind}`), count }) : ''}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      data-testid="defect-action-dialog"
    >
      <Form form={form} layout="vertical">
        {single && kind !== 'repair' ? (
          <Form.Item name="num" label={t('defects.action.num')} extra={t('defects.action.numHint')}>
            <Input inputMode="decimal" data-testid="defect-action-num" />
          </Form.Item>
        ) : null}
        {kind === 'qualify' ? (
          <Form.Item name="storehouseId" label={t('defects.action.storehouse')} extra={t('defects.action.storehouseHint')}>
            <SearchSelect loader={storehouseLoader} single data-testid="defect-action-storehouse" />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('defects.action.remark')}>
          <Input maxLength={20} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
