import { Button, DatePicker, Drawer, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../search-select/SearchSelect';
import type { OptionLoader, OptionPair } from '../search-select/search-select.logic';
import type { FilterValues } from './list-state';

export type FilterField =
  | { name: string; label: React.ReactNode; type: 'select'; options: OptionPair[]; single?: boolean }
  | { name: string; label: React.ReactNode; type: 'searchSelect'; loader: OptionLoader; single?: boolean }
  | { name: string; label: React.ReactNode; type: 'dateRange' }
  | { name: string; label: React.ReactNode; type: 'text' };

const dateFormat = 'YYYY-MM-DD';

/** URL values → form values (date ranges become dayjs pairs). */
function toForm(fields: FilterField[], values: FilterValues): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'dateRange' && Array.isArray(value) && value.length === 2) {
      form[field.name] = [dayjs(String(value[0])), dayjs(String(value[1]))];
    } else {
      form[field.name] = value;
    }
  }
  return form;
}

/** Form values → plain values for the URL and the query. */
function fromForm(fields: FilterField[], form: Record<string, unknown>): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) {
    const value = form[field.name];
    if (field.type === 'dateRange' && Array.isArray(value) && value.length === 2) {
      values[field.name] = (value as Dayjs[]).map((d) => d.format(dateFormat));
    } else if (value !== undefined && value !== null && value !== '') {
      values[field.name] = value;
    }
  }
  return values;
}

export interface FilterDrawerProps {
  open: boolean;
  fields: FilterField[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onClose: () => void;
}

/** The slide-in filter panel "按条件筛选" with 重置 / 筛选. */
export function FilterDrawer({ open, fields, values, onApply, onClose }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toForm(fields, values));
    }
  }, [open, fields, values, form]);

  return (
    <Drawer
      open={open}
      title={t('common.filterPanel')}
      placement="right"
      size={380}
      onClose={onClose}
      forceRender
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            {t('common.reset')}
          </Button>
          <Button type="primary" onClick={() => onApply(fromForm(fields, form.getFieldsValue() as Record<string, unknown>))}>
            {t('common.filter')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            {field.type === 'select' ? (
              <Select
                mode={field.single ? undefined : 'multiple'}
                allowClear
                options={field.options}
                placeholder={t('searchSelect.placeholder')}
              />
            ) : field.type === 'searchSelect' ? (
              <SearchSelect loader={field.loader} single={field.single} />
            ) : field.type === 'dateRange' ? (
              <DatePicker.RangePicker style={{ width: '100%' }} format={dateFormat} />
            ) : (
              <Input allowClear />
            )}
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
