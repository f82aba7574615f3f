import type { MeasureUnitRow } from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { recordCreate } from './record-creators';
import { SearchSelect } from './SearchSelect';
import { pairLoader, type OptionPair } from './search-select.logic';

/** What a unit option carries besides its id and name: enough for isPieceUnit and fixedConversionRate. */
export type UnitChoice = Pick<MeasureUnitRow, 'id' | 'name' | 'isPiece' | 'baseUnitId' | 'baseRatio'>;

/** The query key of the enabled units (forms that convert between units read it; 新建 refreshes it). */
export const measureUnitsQueryKey = ['measure-units', 'options'] as const;

const unitLoader = pairLoader<MeasureUnitRow & Record<string, unknown>>(
  'fac/measureUnit/options',
  { value: 'id', label: 'name', record: (u) => ({ isPiece: u.isPiece, baseUnitId: u.baseUnitId, baseRatio: u.baseRatio }) },
  { method: 'GET' },
);

const toChoice = (option: OptionPair | OptionPair[] | undefined): UnitChoice | null => {
  if (!option || Array.isArray(option)) return null;
  const r = option.record ?? {};
  return {
    id: String(option.value),
    name: option.label,
    isPiece: r.isPiece === true,
    baseUnitId: typeof r.baseUnitId === 'string' ? r.baseUnitId : null,
    baseRatio: typeof r.baseRatio === 'string' ? r.baseRatio : null,
  };
};

export interface UnitSelectProps {
  /** The chosen unit's id. */
  value?: string | null;
  onChange?: (id: string | null, unit: UnitChoice | null) => void;
  /** The chosen unit's name, shown before the options load (and for a unit disabled since). */
  label?: string | null;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  placeholder?: string;
  'data-testid'?: string;
}

/**
 * A unit of the factory's units dictionary (单位字典): material SKUs' 库存单位 / 采购单位, BOM lines later. Offers
 * 新建 (the units area's form) to whoever may manage units; a created unit is chosen at once.
 */
export function UnitSelect({
  value,
  onChange,
  label,
  disabled,
  allowClear = true,
  style,
  placeholder,
  ...rest
}: UnitSelectProps) {
  const queryClient = useQueryClient();
  return (
    <SearchSelect
      single
      loader={unitLoader}
      value={value ?? undefined}
      initialOptions={value && label ? [{ value, label }] : []}
      onChange={(v, option) => onChange?.(v === undefined || v === null || v === '' ? null : String(v), toChoice(option))}
      create={recordCreate('measureUnit', {
        onCreated: () => void queryClient.invalidateQueries({ queryKey: measureUnitsQueryKey }),
      })}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
      placeholder={placeholder}
      data-testid={rest['data-testid']}
    />
  );
}
