import '../../test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { t } from '../i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowConfirm, type RowConfirm } from './row-confirm';

// The dialog itself is antd's: catch what is asked of it and press OK by hand.
const confirm = vi.fn();
const success = vi.fn();
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  return { ...antd, App: { ...antd.App, useApp: () => ({ modal: { confirm }, message: { success } }) } };
});

function Trigger({ action }: { action: RowConfirm }) {
  const ask = useRowConfirm('test-list');
  return <button onClick={() => ask(action)}>go</button>;
}

function renderTrigger(action: RowConfirm) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Trigger action={action} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByText('go'));
  return { invalidate };
}

beforeEach(() => {
  confirm.mockReset();
  success.mockReset();
});

describe('useRowConfirm', () => {
  it('a delete asks with a red Delete button; OK runs the request, toasts, then refreshes the list', async () => {
    const run = vi.fn(async () => undefined);
    const { invalidate } = renderTrigger({ title: 'Delete it?', content: 'row 1', isDelete: true, run, successMessage: 'gone' });
    expect(run).not.toHaveBeenCalled();
    const asked = confirm.mock.calls[0]![0];
    expect(asked).toMatchObject({
      title: 'Delete it?',
      content: 'row 1',
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    await asked.onOk();
    expect(run).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('gone');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['list', 'test-list'] });
  });

  it('another action asks with a plain OK button and no toast unless given', async () => {
    const run = vi.fn(async () => undefined);
    renderTrigger({ title: 'Disable it?', content: 'row 2', run });
    const asked = confirm.mock.calls[0]![0];
    expect(asked.okText).toBe(t('common.ok'));
    expect(asked.okButtonProps).toBeUndefined();
    await asked.onOk();
    expect(run).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
  });

  it('a failed request neither toasts nor refreshes (the dialog stays open)', async () => {
    const run = vi.fn(async () => Promise.reject(new Error('boom')));
    const { invalidate } = renderTrigger({ title: 'Delete it?', content: 'row 3', isDelete: true, run, successMessage: 'gone' });
    await expect(confirm.mock.calls[0]![0].onOk()).rejects.toThrow('boom');
    expect(success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
