import { decimalString, type ClothArrivalLine, type ClothCheckRow } from '@gf/contracts';
import { DatePicker, Form, Input, Modal, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { clothApi, trimZeros } from '../api/quality-api';

const length = decimalString({ scale: 4, intDigits: 14 });

interface Props {
  mode: 'check' | 'shrink' | null;
  arriveId: string;
  lines: ClothArrivalLine[];
  checks: ClothCheckRow[];
  onClose: () => void;
  onSaved: () => void;
}

type Row = { checkedLength?: string; shrinkBefore?: string; shrinkAfter?: string };
/** One dialog row: an arrival line, or one roll of it when the line brought rolls in. */
type DialogRow = ClothArrivalLine & { key: string; materialRollId: string; rollNo: string | null };

function dialogRows(lines: ClothArrivalLine[]): DialogRow[] {
  return lines.flatMap((l): DialogRow[] =>
    l.rolls.length
      ? l.rolls.map((r) => ({ ...l, key: `${l.arriveLineId}_${r.rollId}`, materialRollId: r.rollId, rollNo: r.rollNo }))
      : [{ ...l, key: `${l.arriveLineId}_0`, materialRollId: '0', rollNo: null }],
  );
}

/** 验布 / 缩布 dialog of reference 06 §4: date and person once, a length (or before and after) per arrival line or roll. */
export function ClothDialog({ mode, arriveId, lines, checks, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const c = (k: string) => t(`quality.cloth.${k}`);
  const [form] = Form.useForm<{ person: string; date: Dayjs; rows: Record<string, Row> }>();
  const [saving, setSaving] = useState(false);
  const rowsOf = dialogRows(lines);

  useEffect(() => {
    if (!mode) return;
    const rows: Record<string, Row> = {};
    for (const l of dialogRows(lines)) {
      const existing = checks.find((x) => x.arriveLineId === l.arriveLineId && x.materialRollId === l.materialRollId);
      rows[l.key] =
        mode === 'check'
          ? { checkedLength: trimZeros(existing?.checkedLength ?? null) ?? undefined }
          : {
              shrinkBefore: trimZeros(existing?.shrinkBefore ?? null) ?? undefined,
              shrinkAfter: trimZeros(existing?.shrinkAfter ?? null) ?? undefined,
            };
    }
    form.setFieldsValue({ person: getSession()?.userId, date: dayjs(), rows });
  }, [mode, lines, checks, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !mode) return;
    const filled = rowsOf
      .map((l) => ({ arriveLineId: l.arriveLineId, materialRollId: l.materialRollId, ...(v.rows?.[l.key] ?? {}) }))
      .filter((r) => (mode === 'check' ? r.checkedLength : r.shrinkBefore || r.shrinkAfter));
    if (!filled.length) {
      Modal.warning({ title: c('fillOne') });
      return;
    }
    setSaving(true);
    try {
      const date = v.date.format('YYYY-MM-DD');
      if (mode === 'check')
        await clothApi.check({
          arriveId,
          checkerId: v.person,
          checkDate: date,
          lines: filled.map((r) => ({ arriveLineId: r.arriveLineId, materialRollId: r.materialRollId, checkedLength: r.checkedLength ?? '' })),
        });
      else
        await clothApi.shrink({
          arriveId,
          shrinkerId: v.person,
          shrinkDate: date,
          lines: filled.map((r) => ({
            arriveLineId: r.arriveLineId,
            materialRollId: r.materialRollId,
            shrinkBefore: r.shrinkBefore ?? '',
            shrinkAfter: r.shrinkAfter ?? '',
          })),
        });
      onSaved();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const input = (name: keyof Row) => (_: unknown, l: DialogRow) => (
    <Form.Item name={['rows', l.key, name]} rules={[zodRule(length.optional())]} style={{ margin: 0 }}>
      <Input inputMode="decimal" style={{ width: 110 }} data-testid={`${name}-${l.key}`} />
    </Form.Item>
  );

  return (
    <Modal
      open={mode !== null}
      width={1080}
      title={mode === 'check' ? c('check') : c('shrink')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item name="date" label={mode === 'check' ? c('checkDate') : c('shrinkDate')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="person" label={mode === 'check' ? c('checker') : c('shrinker')} rules={[{ required: true }]}>
          <SearchSelect single loader={unitUserLoader} style={{ width: 200 }} />
        </Form.Item>
        {mode === 'shrink' && <Typography.Text type="secondary">{c('formula')}</Typography.Text>}
        <Table<DialogRow>
          style={{ width: '100%', marginTop: 12 }}
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={rowsOf}
          columns={[
            { key: 'arriveNo', title: c('arriveNo'), dataIndex: 'arriveNo' },
            { key: 'dateArrive', title: c('dateArrive'), dataIndex: 'dateArrive' },
            { key: 'creatorName', title: c('creator'), dataIndex: 'creatorName' },
            { key: 'kind', title: c('kind'), dataIndex: 'materialKindName' },
            { key: 'materialNo', title: c('materialNo'), dataIndex: 'materialNo' },
            { key: 'materialName', title: c('materialName'), dataIndex: 'materialName' },
            { key: 'color', title: c('color'), dataIndex: 'colorName' },
            { key: 'spec', title: c('spec'), dataIndex: 'specificationsNo' },
            { key: 'roll', title: c('roll'), dataIndex: 'rollNo' },
            { key: 'stockUnit', title: c('stockUnit'), dataIndex: 'stockUnit' },
            {
              key: 'arrived',
              title: c('arrived'),
              dataIndex: 'arrivedQuantity',
              align: 'right',
              render: (v: string) => trimZeros(v),
            },
            ...(mode === 'check'
              ? [{ key: 'checkedLength', title: c('checkedLength'), render: input('checkedLength') }]
              : [
                  { key: 'shrinkBefore', title: c('shrinkBefore'), render: input('shrinkBefore') },
                  { key: 'shrinkAfter', title: c('shrinkAfter'), render: input('shrinkAfter') },
                ]),
          ]}
        />
      </Form>
    </Modal>
  );
}
