import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}: SearchSelectProps) {
  const { t } = useTranslation();
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
    const picked = asArray(next).map((v) => known.current.get(String(v)) ?? { value: v, label: String(v) });
    if (!single && searchText) {
      // the typed text was used up by the choice: show the full list again
      setSearchText('');
    }
    onChange?.(next ?? (single ? undefined : []), single ? picked[0] : picked);
  };

  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <Select<Value, OptionPair>
        id={id}
        data-testid={testId}
        mode={single ? undefined : 'multiple'}
        value={single ? (selected[0] ?? undefined) : selected}
        options={shown}
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
  );
}
