import '../../test/setup';
import type { SessionData } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../session/session';
import { billLabelsApi } from './bill-labels-api';
import { BillLabelsCell } from './BillLabelsCell';

const session = (permissionList: string[]) =>
  ({
    userId: '7',
    unitId: '3',
    bossUnitId: '1',
    facName: '一号工厂',
    sid: 'abc',
    permissionList,
    role: 2,
    units: [{ id: '3', name: '一号工厂' }],
    userInfo: { loginName: 'li', userName: '李四', bossCode: 'NIU' },
  }) as unknown as SessionData;

const labels = [
  { id: '1', name: '加急', colour: '#cf1322' },
  { id: '2', name: '已核对', colour: '#1677ff' },
];

function renderCell(save = vi.fn(async () => undefined)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <BillLabelsCell billType="MATERIALS_PURCHASE" labels={[labels[0]!]} permission="fac.purchaseOrder.add" save={save} />
      </App>
    </QueryClientProvider>,
  );
  return save;
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(billLabelsApi, 'list').mockResolvedValue(labels);
});

describe('BillLabelsCell', () => {
  it("shows the bill's labels and saves the chosen set", async () => {
    saveSession(session(['fac.purchaseOrder.add']));
    const save = renderCell();
    expect(screen.getByText('加急')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bill-labels-edit'));
    await waitFor(() => expect(billLabelsApi.list).toHaveBeenCalledWith('MATERIALS_PURCHASE'));
    // Without the label page's code there is no +新建标签.
    expect(screen.queryByTestId('bill-labels-new')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(['1']));
  });

  it('does not open without the permission to change the bill', async () => {
    saveSession(session([]));
    renderCell();
    fireEvent.click(screen.getByTestId('bill-labels-edit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('bill-labels-editor')).toBeNull();
    expect(billLabelsApi.list).not.toHaveBeenCalled();
  });

  it('makes a new label on the spot for holders of the label code', async () => {
    saveSession(session(['fac.purchaseOrder.add', 'fac.billLabel.manage']));
    const added = vi.spyOn(billLabelsApi, 'add').mockResolvedValue({ id: '9', name: '急单', colour: '#1677ff' });
    const save = renderCell();
    fireEvent.click(screen.getByTestId('bill-labels-edit'));
    const input = await screen.findByTestId('bill-labels-new');
    fireEvent.change(input, { target: { value: '急单' } });
    fireEvent.click(screen.getByTestId('bill-labels-add'));
    await waitFor(() => expect(added).toHaveBeenCalledWith('MATERIALS_PURCHASE', '急单'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(['1', '9']));
  });
});
