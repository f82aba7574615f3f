import type { CustomFieldDefinition } from '@gf/contracts';
import { customFieldLimits } from '@gf/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCustomFields } from './custom-fields-api';
import { numberRule } from '../forms/number-rule';
import { requiredRule } from '../forms/required-rule';

export interface CustomFieldInputsProps {
  /** 'COMMON_MATERIALS', 'GOODS_STYLE', 'SKU_ROLL', ... */
  entity: string;
  /** Where the values live in the form: values[name][fieldId]. The server reads `customFields`. */
  name?: string;
  disabled?: boolean;
  /** Field ids shown first, in this order (e.g. a material kind's attributes); the rest follow. */
  firstIds?: string[];
  /** Field ids required here besides the fields' own required flag (e.g. a kind's mandatory attributes). */
  requiredIds?: string[];
}

/** Form.Item hands its child value, onChange and id: they must reach the control, else the input shows nothing. */
interface ControlProps {
  id?: string;
  value?: never;
  onChange?: never;
}

/** The server's bounds of a number field (custom-field-value.schema.ts), told by numberRule. */
const numberRules = (field: CustomFieldDefinition) =>
  field.customFieldType === 'INTEGER'
    ? [numberRule({ whole: true, label: field.customFieldName })]
    : field.customFieldType === 'DECIMAL'
      ? [numberRule({ scale: customFieldLimits.decimals, intDigits: 13, allowNegative: true, label: field.customFieldName })]
      : [];

function FieldInput({ field, disabled, ...control }: { field: CustomFieldDefinition; disabled?: boolean } & ControlProps) {
  const options = field.options.map((o) => ({ value: o.id, label: o.optionName }));
  switch (field.customFieldType) {
    case 'TEXT':
      return <Input {...control} maxLength={customFieldLimits.text} allowClear disabled={disabled} />;
    // Numbers typed as text: what was typed stays, numberRule says what is wrong (never rounded on blur).
    case 'INTEGER':
      return <Input {...control} inputMode="numeric" maxLength={20} allowClear disabled={disabled} />;
    case 'DECIMAL':
      return <Input {...control} inputMode="decimal" maxLength={20} allowClear disabled={disabled} />;
    case 'SINGLE_SELECT':
      return <Select {...control} options={options} allowClear showSearch={{ optionFilterProp: 'label' }} disabled={disabled} />;
    case 'MULTI_SELECT':
      return (
        <Select
          {...control}
          mode="multiple"
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
        />
      );
    case 'DATE':
      return <DatePicker {...control} style={{ width: '100%' }} disabled={disabled} />;
  }
}

/**
 * A form section with one input per enabled custom field of the entity, by type. Values are what the
 * server's validateCustomFieldValues accepts: text, 'YYYY-MM-DD', numeric strings, option ids.
 */
export function CustomFieldInputs({
  entity,
  name = 'customFields',
  disabled,
  firstIds = [],
  requiredIds = [],
}: CustomFieldInputsProps) {
  // Subscribed so that a language switch words the required messages again.
  useTranslation();
  const rank = (id: string) => (firstIds.includes(id) ? firstIds.indexOf(id) : firstIds.length);
  const fields = [...(useCustomFields(entity).data ?? [])].sort((a, b) => rank(a.customFieldId) - rank(b.customFieldId));
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.customFieldId}
          name={[name, field.customFieldId]}
          label={field.customFieldName}
          rules={[
            ...(field.required || requiredIds.includes(field.customFieldId)
              ? [
                  requiredRule(
                    field.customFieldName,
                    field.customFieldType === 'TEXT' || field.customFieldType === 'INTEGER' || field.customFieldType === 'DECIMAL'
                      ? 'input'
                      : 'select',
                  ),
                ]
              : []),
            ...numberRules(field),
          ]}
          {...(field.customFieldType === 'DATE'
            ? {
                getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
                normalize: (v: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null),
              }
            : {})}
        >
          <FieldInput field={field} disabled={disabled} />
        </Form.Item>
      ))}
    </>
  );
}
