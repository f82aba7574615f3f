import { partnerTypes, type PartnerType } from '@gf/contracts';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordCreate, SearchSelect, type OptionPair, type OptionValue } from '../../../shared/search-select';
import { partnerLoaders } from '../api/payments-api';

export interface PartnerChoice {
  type: PartnerType;
  id: string | null;
  name?: string;
}

const createKind = { SUPPLIER: 'supplier', OUTSIDE_FACTORY: 'outsideFactory', CUSTOMER: 'customer' } as const;

/**
 * 往来单位类型 + 往来单位: a supplier or a processing factory is paid, a customer pays us; the partner select searches
 * the chosen type's list on the server and can create the partner it lacks.
 */
export function PartnerPicker({
  value = { type: 'SUPPLIER', id: null },
  onChange = () => undefined,
  types = partnerTypes,
  disabled,
  testId = 'payment-partner',
}: {
  /** Optional so that a Form.Item can drive it. */
  value?: PartnerChoice;
  onChange?: (v: PartnerChoice) => void;
  types?: readonly PartnerType[];
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Select<PartnerType>
        value={value.type}
        disabled={disabled}
        onChange={(type) => onChange({ type, id: null })}
        options={types.map((p) => ({ value: p, label: t(`payments.partnerType.${p}`) }))}
        style={{ width: 110 }}
        data-testid={`${testId}-type`}
      />
      <SearchSelect
        key={value.type}
        single
        disabled={disabled}
        loader={partnerLoaders[value.type]}
        value={value.id}
        initialOptions={value.id && value.name ? [{ value: value.id, label: value.name }] : undefined}
        create={recordCreate(createKind[value.type])}
        onChange={(v, option) =>
          onChange({
            type: value.type,
            id: v ? String(v as OptionValue) : null,
            name: option && !Array.isArray(option) ? String((option as OptionPair).label) : undefined,
          })
        }
        style={{ width: 220 }}
        data-testid={testId}
      />
    </Space.Compact>
  );
}
