import { decimalString, type ClothArrivalLine, type ClothCheckRow } from '@gf/contracts';
import { App, DatePicker, Form, Input, Modal, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { clothApi, ratePercent, trimZeros } from '../api/quality-api';
import { checkedOverArrived, initialShrinkBefore, previewRate, shrinkGrew, shrinkRowFilled } from './cloth-dialog.logic';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

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
/**
 * One dialog row: an arrival line, or one roll of it when the line brought rolls in; `arrived` is what a checked
 * length is compared with (the roll's length when known, else the line's quantity).
 */
type DialogRow = ClothArrivalLine & { key: string; materialRollId: string; rollNo: string | null; arrived: string };

/** The rows offered: lines stocked in pieces (个, 件 …) have no length to check or shrink and are left out. */
function dialogRows(lines: ClothArrivalLine[]): DialogRow[] {
  return lines
    .filter((l) => !l.countedInPieces)
    .flatMap((l): DialogRow[] =>
      l.rolls.length
        ? l.rolls.map((r) => ({
            ...l,
            key: `${l.arriveLineId}_${r.rollId}`,
            materialRollId: r.rollId,
            rollNo: r.rollNo,
            arrived: r.length ?? l.arrivedQuantity,
          }))
        : [{ ...l, key: `${l.arriveLineId}_0`, materialRollId: '0', rollNo: null, arrived: l.arrivedQuantity }],
    );
}

/** 验布 / 缩布 dialog of reference 06 §4: date and person once, a length (or before and after) per arrival line or roll. */
export function ClothDialog({ mode, arriveId, lines, checks, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const c = (k: string) => t(`quality.cloth.${k}`);
  const [form] = Form.useForm<{ person: string; date: Dayjs; rows: Record<string, Row> }>();
  const [saving, setSaving] = useState(false);
  const { modal } = App.useApp();
  const rowsOf = dialogRows(lines);
  /** 缩前 as pre-filled (saved before or checked length) per row key: a pre-filled before alone is not sent. */
  const prefilled = useRef<Record<string, string | undefined>>({});
  const watched = Form.useWatch<Record<string, Row> | undefined>('rows', form);

  useEffect(() => {
    if (!mode) return;
    const rows: Record<string, Row> = {};
    prefilled.current = {};
    for (const l of dialogRows(lines)) {
      const existing = checks.find((x) => x.arriveLineId === l.arriveLineId && x.materialRollId === l.materialRollId);
      const row: Row =
        mode === 'check'
          ? { checkedLength: trimZeros(existing?.checkedLength ?? null) ?? undefined }
          : {
              shrinkBefore: trimZeros(initialShrinkBefore(existing)) ?? undefined,
              shrinkAfter: trimZeros(existing?.shrinkAfter ?? null) ?? undefined,
            };
      rows[l.key] = row;
      prefilled.current[l.key] = row.shrinkBefore;
    }
    form.setFieldsValue({ person: getSession()?.userId, date: dayjs(), rows });
  }, [mode, lines, checks, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !mode) return;
    const filled = rowsOf
      .map((l) => ({ key: l.key, arriveLineId: l.arriveLineId, materialRollId: l.materialRollId, ...(v.rows?.[l.key] ?? {}) }))
      .filter((r) => (mode === 'check' ? r.checkedLength : shrinkRowFilled(r, prefilled.current[r.key])));
    if (!filled.length) {
      modal.warning({ title: c('fillOne') });
      return;
    }
    const rowOf = (key: string) => rowsOf.find((x) => x.key === key)!;
    const over = mode === 'check' ? filled.filter((r) => checkedOverArrived(r.checkedLength, rowOf(r.key).arrived)) : [];
    if (over.length) {
      const go = await modal.confirm({
        title: c('overConfirmTitle'),
        content: (
          <div data-testid="checked-over-confirm">
            <p>{c('overConfirmText')}</p>
            {over.map((r) => {
              const l = rowOf(r.key);
              const name = [l.materialNo, l.colorName, l.rollNo].filter(Boolean).join(' ');
              return <div key={r.key}>{`${name}: ${r.checkedLength} > ${trimZeros(l.arrived)} ${l.stockUnit}`}</div>;
            })}
          </div>
        ),
        okText: c('grewConfirmOk'),
        cancelText: t('common.cancel'),
      });
      if (!go) return;
    }
    const grew = mode === 'shrink' ? filled.filter((r) => shrinkGrew(r.shrinkBefore, r.shrinkAfter)) : [];
    if (grew.length) {
      const names = grew.map((r) => {
        const l = rowsOf.find((x) => x.key === r.key)!;
        return `${[l.materialNo, l.colorName, l.rollNo].filter(Boolean).join(' ')}: ${r.shrinkBefore} → ${r.shrinkAfter}`;
      });
      const go = await modal.confirm({
        title: c('grewConfirmTitle'),
        content: (
          <div data-testid="shrink-grew-confirm">
            <p>{c('grewConfirmText')}</p>
            {names.map((n) => (
              <div key={n}>{n}</div>
            ))}
          </div>
        ),
        okText: c('grewConfirmOk'),
        cancelText: t('common.cancel'),
      });
      if (!go) return;
    }
    setSaving(true);
    try {
      const date = v.date.format('YYYY-MM-DD');
      if (mode === 'check')
        await clothApi.check({
          arriveId,
          checkerId: v.person,
          checkDate: date,
          lines: filled.map((r) => ({
            arriveLineId: r.arriveLineId,
            materialRollId: r.materialRollId,
            checkedLength: r.checkedLength ?? '',
          })),
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

  const grewAt = (key: string) => shrinkGrew(watched?.[key]?.shrinkBefore, watched?.[key]?.shrinkAfter);
  /** The warning under a cell (not an error: saving asks first), or null. */
  const warningAt = (name: keyof Row, l: DialogRow) => {
    if (name === 'shrinkAfter' && grewAt(l.key)) return <span data-testid={`shrink-grew-${l.key}`}>{c('grewWarning')}</span>;
    const over = name === 'checkedLength' ? checkedOverArrived(watched?.[l.key]?.checkedLength, l.arrived) : null;
    return over ? (
      <span data-testid={`checked-over-${l.key}`}>
        {t('quality.cloth.overWarning', { over: trimZeros(over), unit: l.stockUnit })}
      </span>
    ) : null;
  };
  const input = (name: keyof Row) => (_: unknown, l: DialogRow) => {
    const warning = warningAt(name, l);
    return (
      <Form.Item
        name={['rows', l.key, name]}
        rules={[zodRule(length.optional())]}
        style={{ margin: 0 }}
        validateStatus={warning ? 'warning' : undefined}
        help={warning ?? undefined}
      >
        <Input inputMode="decimal" style={{ width: '100%' }} data-testid={`${name}-${l.key}`} />
      </Form.Item>
    );
  };
  const pieces = lines.filter((l) => l.countedInPieces);

  return (
    <Modal
      open={mode !== null}
      width={1280}
      title={mode === 'check' ? c('check') : c('shrink')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item
          name="date"
          label={mode === 'check' ? c('checkDate') : c('shrinkDate')}
          rules={[requiredRule(mode === 'check' ? c('checkDate') : c('shrinkDate'), 'select')]}
        >
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item
          name="person"
          label={mode === 'check' ? c('checker') : c('shrinker')}
          rules={[requiredRule(mode === 'check' ? c('checker') : c('shrinker'), 'select')]}
        >
          <SearchSelect single loader={unitUserLoader} style={{ width: 200 }} />
        </Form.Item>
        {mode === 'shrink' && <Typography.Text type="secondary">{c('formula')}</Typography.Text>}
        {pieces.length > 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', width: '100%', marginTop: 8 }} data-testid="cloth-pieces">
            {t('quality.cloth.piecesLeftOut', {
              materials: pieces
                .map((l) => `${[l.materialNo, l.colorName].filter(Boolean).join(' ')}（${l.stockUnit}）`)
                .join('、'),
            })}
          </Typography.Text>
        )}
        <Table<DialogRow>
          style={{ width: '100%', marginTop: 12 }}
          scroll={{ x: mode === 'check' ? 1015 : 1215 }}
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={rowsOf}
          columns={[
            { key: 'arriveNo', title: c('arriveNo'), dataIndex: 'arriveNo', width: 120 },
            { key: 'dateArrive', title: c('dateArrive'), dataIndex: 'dateArrive', width: 95 },
            { key: 'creatorName', title: c('creator'), dataIndex: 'creatorName', width: 80 },
            { key: 'kind', title: c('kind'), dataIndex: 'materialKindName', width: 70 },
            { key: 'materialNo', title: c('materialNo'), dataIndex: 'materialNo', width: 85 },
            { key: 'materialName', title: c('materialName'), dataIndex: 'materialName', width: 120 },
            { key: 'color', title: c('color'), dataIndex: 'colorName', width: 60 },
            { key: 'spec', title: c('spec'), dataIndex: 'specificationsNo', width: 80 },
            { key: 'roll', title: c('roll'), dataIndex: 'rollNo', width: 70 },
            { key: 'stockUnit', title: c('stockUnit'), dataIndex: 'stockUnit', width: 55 },
            {
              key: 'arrived',
              title: c('arrived'),
              width: 60,
              dataIndex: 'arrived',
              align: 'right',
              render: (v: string) => trimZeros(v),
            },
            ...(mode === 'check'
              ? [{ key: 'checkedLength', title: c('checkedLength'), width: 120, render: input('checkedLength') }]
              : [
                  { key: 'shrinkBefore', title: c('shrinkBefore'), width: 110, render: input('shrinkBefore') },
                  { key: 'shrinkAfter', title: c('shrinkAfter'), width: 130, render: input('shrinkAfter') },
                  {
                    key: 'rate',
                    title: c('rate'),
                    width: 80,
                    align: 'right' as const,
                    render: (_: unknown, l: DialogRow) => {
                      const rate = previewRate(watched?.[l.key]?.shrinkBefore, watched?.[l.key]?.shrinkAfter);
                      return (
                        <Typography.Text type={grewAt(l.key) ? 'warning' : undefined}>
                          {rate === null ? '' : ratePercent(rate)}
                        </Typography.Text>
                      );
                    },
                  },
                ]),
          ]}
        />
      </Form>
    </Modal>
  );
}
