import { dec, type MaterialLotsAnswer } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';

/**
 * The lot an outgoing line takes from (送料单, 退料单): a roll (卷号) or a dye lot (缸号) of the line's SKU in the
 * bill's storehouse. Both empty = whatever lots hold the SKU. The area passes its own lots call (same answer).
 */
export interface LineLot {
  rollId: string | null;
  rollNo: string | null;
  vatNo: string;
}

export const noLot: LineLot = { rollId: null, rollNo: null, vatNo: '' };

export interface LotCellProps {
  /** The area's lots call, e.g. 'delivery/material/lots' or 'return/lots'. */
  url: string;
  materialSkuId: string;
  storehouseId: string | undefined;
  value: LineLot;
  onChange: (lot: LineLot) => void;
  /** Rolls other lines of the bill already take: shown, but disabled (one roll at most once per bill). */
  takenRollIds?: readonly string[];
}

/** The SKU's lots in the storehouse (cached per SKU: the lines of one SKU share it). */
export function useLots(url: string, materialSkuId: string, storehouseId: string | undefined) {
  return useQuery({
    queryKey: ['material-lots', url, materialSkuId, storehouseId],
    queryFn: () => api.get<MaterialLotsAnswer>(url, { materialSkuId, storehouseId: storehouseId! }, { silent: true }),
    enabled: Boolean(storehouseId && materialSkuId),
  });
}

const num = (q: string) => dec.format(q);

/** 卷号: a select of the SKU's rolls in the storehouse with their on-hand, for roll-tracked SKUs (or a roll already chosen). */
export function RollCell({ url, materialSkuId, storehouseId, value, onChange, takenRollIds = [] }: LotCellProps) {
  const { t } = useTranslation();
  const lots = useLots(url, materialSkuId, storehouseId);
  const rolls = (lots.data?.list ?? []).filter((l) => l.rollId);
  if (!value.rollId && !lots.data?.enableRoll && rolls.length === 0) return <>-</>;
  const options = rolls.map((l) => ({
    value: l.rollId!,
    label: [l.rollNo, l.vatNo && `${t('materialLines.vatNo')} ${l.vatNo}`, `${t('materialLines.lotOnHand')} ${num(l.quantity)}`]
      .filter(Boolean)
      .join(' · '),
    disabled: takenRollIds.includes(l.rollId!) && l.rollId !== value.rollId,
  }));
  if (value.rollId && !options.some((o) => o.value === value.rollId))
    options.unshift({ value: value.rollId, label: value.rollNo ?? value.rollId, disabled: false });
  return (
    <Select
      size="small"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      loading={lots.isLoading}
      placeholder={t('materialLines.anyRoll')}
      value={value.rollId ?? undefined}
      options={options}
      labelRender={(chosen) => String(chosen.label ?? '').split(' · ')[0]}
      onChange={(id?: string) => {
        const lot = rolls.find((l) => l.rollId === id);
        onChange(id ? { rollId: id, rollNo: lot?.rollNo ?? value.rollNo, vatNo: lot?.vatNo ?? '' } : noLot);
      }}
      style={{ width: '100%' }}
      data-testid="line-roll"
    />
  );
}

/** 缸号: typed or picked from the SKU's dye lots in the storehouse; fixed to the roll's vat when a roll is chosen. */
export function VatCell({ url, materialSkuId, storehouseId, value, onChange }: LotCellProps) {
  const { t } = useTranslation();
  const lots = useLots(url, materialSkuId, storehouseId);
  const vats = (lots.data?.list ?? []).filter((l) => !l.rollId && l.vatNo);
  return (
    <AutoComplete
      size="small"
      value={value.vatNo}
      disabled={Boolean(value.rollId)}
      options={vats.map((l) => ({ value: l.vatNo!, label: `${l.vatNo} · ${t('materialLines.lotOnHand')} ${num(l.quantity)}` }))}
      onChange={(v: string) => onChange({ ...noLot, vatNo: v })}
      style={{ width: '100%' }}
      data-testid="line-vat"
    />
  );
}

/**
 * A chosen lot belongs to the storehouse it was picked in: when the user changes the storehouse, `clear` runs (not
 * when a saved bill first fills it in).
 */
export function useLotsFollowStorehouse(storehouseId: string | undefined, clear: () => void): void {
  const last = useRef(storehouseId);
  const clearRef = useRef(clear);
  clearRef.current = clear;
  useEffect(() => {
    if (last.current && last.current !== storehouseId) clearRef.current();
    last.current = storehouseId;
  }, [storehouseId]);
}
