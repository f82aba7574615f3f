import '../../test/setup';
import type { CustomFieldDefinition } from '@gf/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CustomFieldInputs } from './CustomFieldInputs';

const field = (
  customFieldId: string,
  customFieldName: string,
  customFieldType: CustomFieldDefinition['customFieldType'],
): CustomFieldDefinition => ({
  customFieldId,
  entity: 'COMMON_MATERIALS',
  customFieldName,
  customFieldType,
  required: false,
  enabled: true,
  sort: Number(customFieldId),
  level: 'FACTORY',
  options: [],
  valueCount: 0,
});

vi.mock('./custom-fields-api', () => ({
  useCustomFields: () => ({ data: [field('1', '产地', 'TEXT'), field('2', '洗水工艺', 'TEXT'), field('3', '克重', 'TEXT')] }),
}));

let form: FormInstance | null = null;
function Harness(props: { firstIds?: string[]; requiredIds?: string[] }) {
  const [f] = Form.useForm();
  form = f;
  return (
    <Form form={f} initialValues={{ customFields: { '1': '绍兴' } }}>
      <CustomFieldInputs entity="COMMON_MATERIALS" {...props} />
    </Form>
  );
}

describe('CustomFieldInputs', () => {
  it('shows the form values and writes typed ones back (value and onChange reach the control)', () => {
    render(<Harness />);
    expect(screen.getByLabelText<HTMLInputElement>('产地').value).toBe('绍兴');
    fireEvent.change(screen.getByLabelText('洗水工艺'), { target: { value: '酵素洗' } });
    expect(form!.getFieldValue(['customFields', '2'])).toBe('酵素洗');
  });
  it('puts firstIds first in their order and requires requiredIds', async () => {
    render(<Harness firstIds={['3', '2']} requiredIds={['3']} />);
    expect(screen.getAllByRole('textbox').map((i) => i.id)).toEqual(['customFields_3', 'customFields_2', 'customFields_1']);
    await expect(form!.validateFields()).rejects.toMatchObject({
      errorFields: [expect.objectContaining({ name: ['customFields', '3'] })],
    });
  });
});
