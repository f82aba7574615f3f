import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Spin, Tooltip, type RefSelectProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../session/permission';
import { choosesCreate, CREATE_VALUE, CreateOptionLabel, type SelectCreate } from './select-create';
import {
  markChosen,
  searchDebounceMs,
  shouldSearch,
  type OptionLoader,
  type OptionPair,
  type OptionValue,
} from './search-select.logic';

type Value = OptionValue | OptionValue[] | undefined | null;

export interface SearchSelectProps {
  loader: OptionLoader;
  value?: Value;
  onChange?: (value: Value, options: OptionPair | OptionPair[] | undefined) => void;
  /** Multi-select by default (SPEC section 2). */
  single?: boolean;
  /** Select the only option when the loader answers exactly one. */
  autoSelectSingle?: boolean;
  /** Values chosen elsewhere (e.g. other rows): shown disabled. */
  chosenValues?: readonly OptionValue[];
  /** Labels for values set before the options load (edit forms). */
  initialOptions?: OptionPair[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
  'data-testid'?: string;
  /** "+ 新建" as the first option: opens the record's form, then chooses the saved record (select-create.tsx). */
  create?: SelectCreate | undefined;
}

function asArray(value: Value): OptionValue[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The searchable remote select of SPEC section 2. */
export function SearchSelect({
  loader,
  value,
  onChange,
  single = false,
  autoSelectSingle = false,
  chosenValues,
  initialOptions,
  placeholder,
  disabled,
  allowClear = true,
  style,
  id,
  'data-testid': testId,
  create,
}: SearchSelectProps) {
  const { t } = useTranslation();
  const canCreate = usePermission(create?.permission ?? undefined) && Boolean(create) && !disabled;
  // The form mounts the first time 新建 is chosen and stays (so it can slide out), not once per select on the page.
  const [creating, setCreating] = useState<{ open: boolean; keyword: string } | null>(null);
  const selectRef = useRef<RefSelectProps>(null);
  // An empty single select is uncontrolled in antd (value undefined) and would show 新建 as chosen: drawn anew instead.
  const [drawing, setDrawing] = useState(0);
  const [options, setOptions] = useState<OptionPair[]>([]);
  const [loading, setLoading] = useState(false);
  const [searchText, setSearchText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requestSeq = useRef(0);
  // Labels of every option seen, so chosen values keep their label when a search narrows the list.
  const known = useRef(new Map<string, OptionPair>());
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  for (const o of initialOptions ?? []) if (!known.current.has(String(o.value))) known.current.set(String(o.value), o);

  const load = useCallback(
    async (keyword: string) => {
      const seq = ++requestSeq.current;
      setLoading(true);
      let result: OptionPair[];
      try {
        result = await loader(keyword);
      } catch {
        result = [];
      }
      if (seq !== requestSeq.current) return;
      for (const o of result) known.current.set(String(o.value), o);
      setOptions(result);
      setLoading(false);
      const only = result[0];
      if (autoSelectSingle && result.length === 1 && only && asArray(valueRef.current).length === 0) {
        onChangeRef.current?.(single ? only.value : [only.value], single ? only : [only]);
      }
    },
    [loader, autoSelectSingle, single],
  );

  useEffect(() => {
    void load('');
    return () => clearTimeout(timer.current);
  }, [load]);

  const selected = asArray(value);
  const selectedLabel = single && selected.length === 1 ? known.current.get(String(selected[0]))?.label : undefined;

  const onSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    if (!shouldSearch(single, text, selectedLabel)) return;
    timer.current = setTimeout(() => void load(text), searchDebounceMs);
  };

  const shown = useMemo(() => {
    const list = [...options];
    const present = new Set(list.map((o) => String(o.value)));
    for (const v of selected) {
      if (present.has(String(v))) continue;
      const o = known.current.get(String(v));
      list.push(o ?? { value: v, label: String(v) });
    }
    return markChosen(list, chosenValues, selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `selected` is derived from value
  }, [options, value, chosenValues]);

  const handleChange = (next: Value) => {
    if (choosesCreate(next)) {
      setCreating({ open: true, keyword: searchText });
      selectRef.current?.blur();
      setDrawing((n) => n + 1);
      return;
    }
    const picked = asArray(next).map((v) => known.current.get(String(v)) ?? { value: v, label: String(v) });
    if (!single && searchText) {
      // the typed text was used up by the choice: show the full list again
      setSearchText('');
    }
    onChange?.(next ?? (single ? undefined : []), single ? picked[0] : picked);
  };

  const created = (record: unknown) => {
    if (!create) return;
    const option = create.toOption(record);
    known.current.set(String(option.value), option);
    const values = single ? [option.value] : [...selected.filter((v) => String(v) !== String(option.value)), option.value];
    const picked = values.map((v) => known.current.get(String(v)) ?? { value: v, label: String(v) });
    setSearchText('');
    onChange?.(single ? option.value : values, single ? option : picked);
    create.onCreated?.(record, option);
    void load('');
  };

  const antdOptions = canCreate
    ? [{ value: CREATE_VALUE, label: <CreateOptionLabel label={create?.label ?? t('searchSelect.create')} /> }, ...shown]
    : shown;

  return (
    <>
      <Space.Compact style={{ width: '100%', ...style }}>
        <Select<Value>
          key={drawing}
          ref={selectRef}
          id={id}
          data-testid={testId}
          mode={single ? undefined : 'multiple'}
          value={single ? (selected[0] ?? undefined) : selected}
          options={antdOptions}
          onChange={handleChange}
          showSearch={{ filterOption: false, onSearch }}
          placeholder={placeholder ?? t('searchSelect.placeholder')}
          loading={loading}
          notFoundContent={
            loading ? (
              <Space>
                <Spin size="small" />
                {t('searchSelect.loading')}
              </Space>
            ) : undefined
          }
          allowClear={allowClear}
          disabled={disabled}
          maxTagCount="responsive"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Tooltip title={t('searchSelect.refresh')}>
          <Button
            aria-label={t('searchSelect.refresh')}
            icon={<ReloadOutlined />}
            disabled={disabled}
            onClick={() => void load(searchText)}
          />
        </Tooltip>
      </Space.Compact>
      {create &&
        creating &&
        create.render({
          open: creating.open,
          keyword: creating.keyword,
          onClose: () => setCreating((c) => (c ? { ...c, open: false } : c)),
          onSaved: created,
        })}
    </>
  );
}
