import '../../test/setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormDrawer } from './FormDrawer';
import { trimFields, useDrawerForm } from './use-drawer-form';

interface Row {
  id: string;
  name: string;
}
interface Values {
  name: string;
  remark?: string;
}

function NameDrawer(props: {
  open?: boolean;
  row?: Row | null;
  submit: (body: { name: string; remark: string | null }) => Promise<{ id: string }>;
  onSaved?: (saved: { id: string }) => void;
  onClose?: () => void;
  stop?: boolean;
}) {
  const { form, saving, isEditing, save } = useDrawerForm({
    open: props.open ?? true,
    record: props.row,
    toValues: (r: Row) => ({ name: r.name }),
    defaults: () => ({ remark: 'default' }),
    toBody: (v: Values) =>
      props.stop ? null : { ...(trimFields(v, ['remark']) as { remark: string | null }), name: v.name.trim() },
    submit: props.submit,
    successMessage: (saved) => `saved ${saved.id}`,
    onSaved: props.onSaved ?? (() => undefined),
    onClose: props.onClose ?? (() => undefined),
  });
  return (
    <FormDrawer
      open={props.open ?? true}
      size={400}
      title={isEditing ? 'Edit' : 'New'}
      saving={saving}
      onClose={props.onClose ?? (() => undefined)}
      onSave={() => void save()}
      onSaveAndNew={isEditing ? undefined : () => void save(true)}
      saveAndNewLabel="again"
      saveTestId="the-save"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'need a name' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label="Remark">
          <Input />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

const renderDrawer = (props: Parameters<typeof NameDrawer>[0]) =>
  render(
    <App>
      <NameDrawer {...props} />
    </App>,
  );
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('useDrawerForm + FormDrawer', () => {
  it('fills from the record when editing, from the defaults when creating', () => {
    const { unmount } = renderDrawer({ row: { id: '1', name: 'Alpha' }, submit: vi.fn() });
    expect(input('Name').value).toBe('Alpha');
    expect(input('Remark').value).toBe('');
    expect(screen.getByText('Edit')).toBeTruthy();
    expect(screen.queryByText('again')).toBeNull();
    unmount();
    renderDrawer({ row: null, submit: vi.fn() });
    expect(input('Name').value).toBe('');
    expect(input('Remark').value).toBe('default');
    expect(screen.getByText('again')).toBeTruthy();
  });

  it('does not submit when validation fails', async () => {
    const submit = vi.fn();
    renderDrawer({ submit });
    await act(async () => void fireEvent.click(screen.getByTestId('the-save')));
    await screen.findByText('need a name');
    expect(submit).not.toHaveBeenCalled();
  });

  it('trims, submits, toasts, calls onSaved then closes', async () => {
    const submit = vi.fn(async () => ({ id: '7' }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderDrawer({ submit, onSaved, onClose });
    fireEvent.change(input('Name'), { target: { value: '  Beta ' } });
    fireEvent.change(input('Remark'), { target: { value: '   ' } });
    await act(async () => void fireEvent.click(screen.getByTestId('the-save')));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ name: 'Beta', remark: null });
    expect(onSaved).toHaveBeenCalledWith({ id: '7' });
    expect(await screen.findByText('saved 7')).toBeTruthy();
  });

  it('save and continue clears the form back to the defaults and stays open', async () => {
    const submit = vi.fn(async () => ({ id: '8' }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderDrawer({ submit, onSaved, onClose });
    fireEvent.change(input('Name'), { target: { value: 'Gamma' } });
    fireEvent.change(input('Remark'), { target: { value: 'x' } });
    await act(async () => void fireEvent.click(screen.getByText('again')));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: '8' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('Name').value).toBe('');
    expect(input('Remark').value).toBe('default');
  });

  it('keeps the drawer open when the request fails (the api client shows the error)', async () => {
    const submit = vi.fn(async () => {
      throw new Error('boom');
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderDrawer({ submit, onSaved, onClose });
    fireEvent.change(input('Name'), { target: { value: 'Delta' } });
    await act(async () => void fireEvent.click(screen.getByTestId('the-save')));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(input('Name').value).toBe('Delta');
  });

  it('stops quietly when toBody returns null', async () => {
    const submit = vi.fn();
    renderDrawer({ submit, stop: true });
    fireEvent.change(input('Name'), { target: { value: 'Eps' } });
    await act(async () => void fireEvent.click(screen.getByTestId('the-save')));
    await act(async () => undefined);
    expect(submit).not.toHaveBeenCalled();
  });
});
