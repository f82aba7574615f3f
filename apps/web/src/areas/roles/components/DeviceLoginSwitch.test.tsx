import '../../../test/setup';
import type { SessionData } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages, changeLanguage } from '../../../shared/i18n';
import { clearSession, saveSession } from '../../../shared/session/session';
import { rolesMessages } from '../locales';
import { DeviceLoginSwitch } from './DeviceLoginSwitch';

addMessages('roles', rolesMessages);

const session = (permissionList: string[]): SessionData => ({
  userId: '7',
  unitId: '3',
  bossUnitId: '1',
  facName: '一号工厂',
  sid: 'abc',
  permissionList,
  role: 0,
  units: [{ id: '3', name: '一号工厂' }],
  userInfo: { loginName: 'li', userName: '李四', bossCode: 'NIU', lastLoginFactoryId: '3', phone: null, type: 'STAFF' },
});
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '', data }), { headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await changeLanguage('zh-CN');
  fetchMock = vi
    .fn()
    .mockImplementation((_url: string, init: RequestInit) =>
      Promise.resolve(answer(init.method === 'POST' ? JSON.parse(String(init.body)) : { enabled: false })),
    );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  Modal.destroyAll();
  // antd closes and unmounts the confirm and the toast asynchronously: let that finish while jsdom is still
  // here (otherwise React's scheduler runs after the file's environment is torn down: "window is not defined").
  await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 400));
  clearSession();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <DeviceLoginSwitch />
      </App>
    </QueryClientProvider>,
  );
}
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');

describe('DeviceLoginSwitch', () => {
  it('asks before turning device authorisation on, then saves it', async () => {
    saveSession(session(['fac.device.list', 'fac.device.authorize']));
    show();
    const toggle = await screen.findByRole('switch');
    expect(screen.getByText('启用设备授权登录')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    expect(await screen.findByText('开启后，未授权设备上的员工账号将无法登录')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '开 启' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] as [string, RequestInit];
    expect(url).toBe('/v1/api/device/config');
    expect(JSON.parse(String(init.body))).toEqual({ enabled: true });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('without fac.device.authorize the click is refused and nothing is sent', async () => {
    saveSession(session(['fac.device.list']));
    show();
    const toggle = await screen.findByRole('switch');
    fireEvent.click(toggle);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('开启后，未授权设备上的员工账号将无法登录')).toBeNull();
    expect(posts()).toHaveLength(0);
  });
});
