import '../../test/setup';
import { act, render, waitFor } from '@testing-library/react';
import { Form, Input, message, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { api } from '../api/client';
import { namePathOf, showServerFieldErrors } from './server-field-errors';

function answer(code: number, data: unknown, msg: string) {
  return new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let form: FormInstance;
function TheForm() {
  const [f] = Form.useForm();
  form = f;
  return (
    <Form form={f}>
      <Form.Item name="price" label="销售价">
        <Input />
      </Form.Item>
      <Form.List name="lines">
        {(fields) =>
          fields.map((field) => (
            <Form.Item key={field.key} name={[field.name, 'quantity']}>
              <Input />
            </Form.Item>
          ))
        }
      </Form.List>
    </Form>
  );
}

const fetchMock = vi.fn();
beforeEach(() => {
  message.destroy();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a bad-input answer is shown once', () => {
  it('reads field paths as antd name paths', () => {
    expect(namePathOf('lines.1.quantity')).toEqual(['lines', 1, 'quantity']);
    expect(namePathOf('lines[0].quantity')).toEqual(['lines', 0, 'quantity']);
  });

  it('under the fields it names, and not toasted again', async () => {
    render(<TheForm />);
    act(() => form.setFieldsValue({ lines: [{ quantity: '1' }, { quantity: '-1' }] }));
    fetchMock.mockResolvedValueOnce(
      answer(
        40001,
        {
          errors: [
            { field: 'price', message: '销售价不能为负数' },
            { field: 'lines.1.quantity', message: '第2行 数量不能为负数' },
          ],
        },
        '销售价不能为负数; 第2行 数量不能为负数',
      ),
    );
    const error = await api.post('x', {}).catch((e: unknown) => e);
    let taken = false;
    act(() => {
      taken = showServerFieldErrors(form, error);
    });
    expect(taken).toBe(true);
    expect(form.getFieldError('price')).toEqual(['销售价不能为负数']);
    expect(form.getFieldError(['lines', 1, 'quantity'])).toEqual(['第2行 数量不能为负数']);
    await new Promise((r) => setTimeout(r, 120));
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('toasted when a named field is not on the form (nothing marked)', async () => {
    render(<TheForm />);
    fetchMock.mockResolvedValueOnce(answer(40001, { errors: [{ field: 'storehouseId', message: '请选择仓库' }] }, '请选择仓库'));
    const error = await api.post('x', {}).catch((e: unknown) => e);
    expect(showServerFieldErrors(form, error)).toBe(false);
    await waitFor(() => expect(document.body.textContent).toContain('请选择仓库'));
  });

  it('leaves other errors to the client', () => {
    render(<TheForm />);
    expect(showServerFieldErrors(form, new ApiError(40901, '名称已存在', { errors: [{ field: 'price' }] }))).toBe(false);
    expect(showServerFieldErrors(form, new Error('x'))).toBe(false);
  });
});
