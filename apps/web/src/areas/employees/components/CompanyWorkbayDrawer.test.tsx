import '../../../test/setup';
import type { CompanyWorkbayRow, SessionData, WorkbayFactoryOption } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api';
import { addMessages } from '../../../shared/i18n';
import { saveSession } from '../../../shared/session/session';
import { companyWorkbayApi } from '../api/employees-api';
import { employeesMessages } from '../locales';
import { CompanyWorkbayDrawer } from './CompanyWorkbayDrawer';

addMessages('employees', employeesMessages);

vi.mock('../api/employees-api', () => ({
  companyWorkbayApi: {
    factoryOptions: vi.fn(),
    add: vi.fn(),
    update: vi.fn(),
    exists: vi.fn(async () => ({ exists: false })),
  },
}));

const boss = {
  userId: '7',
  unitId: '3',
  bossUnitId: '1',
  facName: '一厂',
  sid: 'abc',
  permissionList: [],
  role: 1,
  units: [
    { id: '3', name: '一厂' },
    { id: '4', name: '二厂' },
  ],
  userInfo: { loginName: 'li', userName: '李四', bossCode: 'NIU' },
} as unknown as SessionData;

const options: WorkbayFactoryOption[] = [
  { facId: '3', facName: '一厂', roles: [{ id: 'r3', name: '采购' }], groups: [{ id: 'g3', name: '车缝', path: '车间 / 车缝' }] },
  { facId: '4', facName: '二厂', roles: [{ id: 'r4', name: '仓管' }], groups: [{ id: 'g4', name: '后整', path: '后整' }] },
];

const workbay: CompanyWorkbayRow = {
  id: '90',
  loginName: 'W-1',
  userName: '张工',
  isEnabled: true,
  createdAt: '2026-11-25T00:00:00.000Z',
  facInfos: [
    { facId: '3', facName: '一厂', roles: [{ id: 'r3', name: '采购' }], groups: [{ id: 'g3', name: '车缝' }] },
    { facId: '4', facName: '二厂', roles: [{ id: 'r4', name: '仓管' }], groups: [] },
  ],
};

function renderDrawer(row: CompanyWorkbayRow | null) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <CompanyWorkbayDrawer open workbay={row} onClose={() => undefined} onSaved={onSaved} />
      </App>
    </QueryClientProvider>,
  );
  return onSaved;
}

const table = () => screen.getByTestId('workbay-factories');
const save = () => act(async () => void fireEvent.click(screen.getByTestId('company-workbay-save')));

beforeEach(() => {
  saveSession(boss);
  vi.mocked(companyWorkbayApi.factoryOptions).mockResolvedValue(options);
  vi.mocked(companyWorkbayApi.update).mockReset();
  vi.mocked(companyWorkbayApi.add).mockReset();
});

describe('CompanyWorkbayDrawer', () => {
  it('edits: one row per factory with its roles and groups; a removed row leaves the factory out of the body', async () => {
    vi.mocked(companyWorkbayApi.update).mockResolvedValue({ id: '90' });
    const onSaved = renderDrawer(workbay);
    await waitFor(() => expect(within(table()).getByText('仓管')).toBeTruthy());
    expect(within(table()).getByText('车间 / 车缝')).toBeTruthy();
    expect(screen.getByText(/移除工厂后/)).toBeTruthy();

    fireEvent.click(within(table()).getAllByRole('button', { name: '移除' })[1]!);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(companyWorkbayApi.update).toHaveBeenCalledWith({
      workbayId: '90',
      loginName: 'W-1',
      userName: '张工',
      facInfos: [{ facId: '3', roleIds: ['r3'], groupIds: ['g3'] }],
    });
  }, 60_000);

  it("shows the server's refusal of a row's roles in that row's cell", async () => {
    vi.mocked(companyWorkbayApi.update).mockRejectedValue(
      new ApiError(40001, '第2行 角色不属于该工厂', {
        errors: [{ field: 'facInfos.1.roleIds', message: '第2行 角色不属于该工厂' }],
      }),
    );
    renderDrawer(workbay);
    await waitFor(() => expect(within(table()).getByText('仓管')).toBeTruthy());
    await save();
    expect(await within(table()).findByText('第2行 角色不属于该工厂')).toBeTruthy();
  }, 60_000);

  it('creates: starts with the signed-in factory; refuses to save without a factory', async () => {
    renderDrawer(null);
    await waitFor(() => expect(within(table()).getByText('一厂')).toBeTruthy());
    fireEvent.change(screen.getByTestId('company-workbay-no'), { target: { value: 'W-2' } });
    fireEvent.change(screen.getByTestId('company-workbay-name'), { target: { value: '李工' } });
    fireEvent.click(within(table()).getByRole('button', { name: '移除' }));
    await save();
    expect(await screen.findByText('请至少添加一个工厂')).toBeTruthy();
    expect(companyWorkbayApi.add).not.toHaveBeenCalled();
  }, 60_000);
});
