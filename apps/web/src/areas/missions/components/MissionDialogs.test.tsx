import '../../../test/setup';
import type { MissionDetail } from '@gf/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../locales';
import { missionsApi } from '../api/missions-api';
import { StatusDialog } from './MissionDialogs';

vi.mock('../api/missions-api', () => ({ missionsApi: { setStatus: vi.fn(), setPriority: vi.fn() } }));
const setStatus = vi.mocked(missionsApi.setStatus);

const mission = { id: '7', status: 1, priority: 0 } as MissionDetail;

function open(onDone = vi.fn()) {
  render(
    <App>
      <StatusDialog mission={mission} open onClose={vi.fn()} onDone={onDone} />
    </App>,
  );
  return onDone;
}
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

// antd's modal and its zoom take seconds on a busy machine.
describe('工单状态 dialog', { timeout: 20_000 }, () => {
  beforeEach(() => setStatus.mockReset());

  it('finishing warns first, shows the server’s count of unfinished nodes, and finishes only on the second OK', async () => {
    setStatus.mockResolvedValueOnce({ needsConfirm: true, unfinishedNodes: 3 }).mockResolvedValueOnce(null);
    const onDone = open();
    fireEvent.click(screen.getByText('已完成'));
    expect(screen.getByTestId('finish-warning').textContent).toContain('不可撤回');
    ok();
    await waitFor(() => expect(screen.getByText('还有 3 个节点未完成。')).toBeTruthy());
    expect(setStatus).toHaveBeenLastCalledWith('7', 2, false);
    expect(onDone).not.toHaveBeenCalled();
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(setStatus).toHaveBeenLastCalledWith('7', 2, true);
  });

  it('going back to 未开始 needs no warning', async () => {
    setStatus.mockResolvedValueOnce(null);
    const onDone = open();
    fireEvent.click(screen.getByText('未开始'));
    expect(screen.queryByTestId('finish-warning')).toBeNull();
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(setStatus).toHaveBeenCalledWith('7', 0, false);
  });
});
