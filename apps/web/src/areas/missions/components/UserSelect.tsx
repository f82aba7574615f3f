import { useQuery } from '@tanstack/react-query';
import { fetchUnitUsers, unitUserLoader, userLabel } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionValue } from '../../../shared/search-select';

/** The factory's people (multi), with the labels of people chosen before the options load (edit, templates). */
export function UserSelect({
  value,
  onChange,
  placeholder,
  style,
  'data-testid': testId,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  placeholder?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
}) {
  const users = useQuery({ queryKey: ['unit-users'], queryFn: fetchUnitUsers, staleTime: 60_000 });
  const initial = (users.data ?? [])
    .filter((u) => value?.includes(u.userId))
    .map((u) => ({ value: u.userId, label: userLabel(u) }));
  return (
    <SearchSelect
      loader={unitUserLoader}
      value={value}
      initialOptions={initial}
      placeholder={placeholder}
      style={style}
      data-testid={testId}
      onChange={(v) => onChange?.(((Array.isArray(v) ? v : v == null ? [] : [v]) as OptionValue[]).map(String))}
    />
  );
}
