import '../../../test/setup';
import type { NodeProgress, NodeSkuFigures, SessionData } from '@gf/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api';
import { saveSession } from '../../../shared/session/session';
import '../locales/register';
import { nodeReportsApi } from '../api/node-reports-api';
import { ReportDialog } from './ReportDialog';

vi.mock('../api/node-reports-api', async (original) => ({
  ...(await original<typeof import('../api/node-reports-api')>()),
  nodeReportsApi: { report: vi.fn() },
}));
const report = vi.mocked(nodeReportsApi.report);

const sku = (id: string, colorName: string, sizeName: string): NodeSkuFigures => ({
  goodsSkuId: id,
  colorName,
  sizeName,
  orderedNum: '10',
  actualCutNum: '10',
  targetNum: '10',
  completedNum: '0',
  remainingNum: '10',
  adjustNum: '0',
  defectiveNum: '0',
  wasteNum: '0',
  allowanceNum: '10',
  pendingNum: '0',
});

const progress = {
  header: {
    missionNodeId: 'n1',
    typeCode: 'quantitative',
    missionOutsideFactoryId: null,
    defaultStorehouseId: null,
    reportSendSelectUser: false,
    usedLathes: [],
  },
  skus: [sku('a', '红', 'S'), sku('b', '红', 'M')],
  outsideFactories: [],
} as unknown as NodeProgress;

saveSession({
  userId: '7',
  unitId: '3',
  bossUnitId: '1',
  facName: '一号工厂',
  sid: 'abc',
  permissionList: [],
  role: 0,
  units: [{ id: '3', name: '一号工厂' }],
  userInfo: { loginName: 'li', userName: '李四', bossCode: 'NIU', lastLoginFactoryId: '3', phone: null, type: 'STAFF' },
} as SessionData);

function open(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ReportDialog progress={progress} kind="complete" onClose={vi.fn()} onDone={onDone} />
      </App>
    </QueryClientProvider>,
  );
  return onDone;
}
const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

// antd's dialogs in jsdom are slow on a busy machine (seconds per step): a generous timeout, the steps themselves unchanged.
describe('the report dialog of a quantity node', { timeout: 60_000 }, () => {
  beforeEach(() => report.mockReset());

  it('warns before sending more than the node allows, and shows the refusal under the quantities naming the SKU', async () => {
    report.mockRejectedValueOnce(
      new ApiError(40001, '红 / S: 超出上道完成数', { errors: [{ field: 'skus.0.num', message: '超出上道完成数 10' }] }),
    );
    open();
    type('红 S', '12');
    type('红 M', '3');
    await waitFor(() => expect(screen.getByTestId('report-sum').textContent).toContain('15'));
    fireEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(screen.getByTestId('report-over-warning').textContent).toContain('红 / S'));
    expect(screen.getByTestId('report-over-warning').textContent).not.toContain('红 / M');
    fireEvent.click(screen.getByRole('button', { name: /仍然提报/ }));
    await waitFor(() => expect(screen.getByTestId('report-refusal').textContent).toBe('红 / S: 超出上道完成数 10'));
    expect(report).toHaveBeenCalledWith(
      'n1',
      'quantitative',
      expect.objectContaining({
        actionType: 'REPORT',
        finishUserId: '7',
        type: 'complete',
        skus: [
          { goodsSkuId: 'a', num: '12' },
          { goodsSkuId: 'b', num: '3' },
        ],
      }),
    );
  });

  it('a draft within the allowance goes without a warning', async () => {
    report.mockResolvedValueOnce({ billIds: ['9'], billNos: ['R1'], status: 0 });
    const onDone = open();
    type('红 S', '4');
    fireEvent.click(screen.getByTestId('report-draft'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByTestId('report-over-warning')).toBeNull();
    expect(report.mock.calls[0]![2]).toMatchObject({ actionType: 'DRAFT', skus: [{ goodsSkuId: 'a', num: '4' }] });
  });
});
