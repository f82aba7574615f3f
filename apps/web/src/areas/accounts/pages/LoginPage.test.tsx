import '../../../test/setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../../app/i18n-resources';
import { changeLanguage } from '../../../shared/i18n';
import { clearSession, getSession } from '../../../shared/session/session';
import { LoginPage } from './LoginPage';

registerMessages();

const session = {
  userId: '1',
  unitId: '2',
  bossUnitId: '1',
  facName: '一号工厂',
  sid: 's',
  permissionList: [],
  role: 1,
  units: [{ id: '2', name: '一号工厂' }],
  userInfo: { loginName: 'demo', userName: '老板', bossCode: 'DEMO', lastLoginFactoryId: '2', phone: null, type: 'BOSS' },
};

const answer = (code: number, data: unknown = null, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

function Landing() {
  return <div data-testid="landing">{useLocation().pathname}</div>;
}

function showLogin(state?: { from: string }) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(<RouterProvider router={router} />);
}

const submit = () => fireEvent.click(screen.getByTestId('login-submit'));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const lastBody = () =>
  JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body)) as Record<string, unknown>;

beforeEach(async () => {
  clearSession();
  await changeLanguage('zh-CN');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage (plain React, no antd)', () => {
  it('says which fields are missing under them and sends nothing; typing clears the message', () => {
    showLogin();
    submit();
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByTestId('login-account').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    type('login-account', 'demo');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('signs in, keeps the session and goes where the user was headed', async () => {
    fetchMock.mockResolvedValueOnce(answer(0, session));
    showLogin({ from: '/materialInfo?page=2' });
    type('login-account', ' demo ');
    type('login-password', 'demo123456');
    submit();
    await waitFor(() => expect(screen.getByTestId('landing').textContent).toBe('/materialInfo'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/api/login/doLogin');
    expect(lastBody()).toMatchObject({ loginName: 'demo', password: 'demo123456' });
    expect(getSession()?.userId).toBe('1');
  });

  it("shows the server's bad-input message under the field it names", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(40001, { errors: [{ field: 'loginName', message: '账号最多60个字符' }] }, '账号最多60个字符'),
    );
    showLogin();
    type('login-account', 'x');
    type('login-password', 'y');
    submit();
    expect(await screen.findByText('账号最多60个字符')).toBeTruthy();
    expect(screen.getByTestId('login-account').getAttribute('aria-describedby')).toBe('login-loginName-error');
    expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a device refusal on screen with this browser’s device code', async () => {
    fetchMock.mockResolvedValueOnce(answer(40304, null, '本设备未授权'));
    showLogin();
    type('login-account', 'clerk');
    type('login-password', 'pw');
    submit();
    const refusal = await screen.findByTestId('device-refusal');
    expect(refusal.textContent).toContain('本设备未授权');
    expect(refusal.textContent).toContain(localStorage.getItem('device_code'));
  });

  it('signs a workbay in with boss code and 工号', async () => {
    fetchMock.mockResolvedValueOnce(answer(0, session));
    showLogin();
    fireEvent.click(screen.getByRole('tab', { name: '工位登录' }));
    expect(screen.queryByTestId('login-account')).toBeNull(); // one tab's fields at a time
    fireEvent.submit(screen.getByRole('tabpanel'));
    expect(screen.getByText('请输入老板代码')).toBeTruthy();
    expect(screen.getByText('请输入工号')).toBeTruthy();
    type('workbay-boss-code', 'DEMO');
    type('workbay-no', '007');
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pw' } });
    fireEvent.submit(screen.getByRole('tabpanel'));
    await waitFor(() => expect(screen.getByTestId('landing')).toBeTruthy());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/api/login/workbayLogin');
    expect(lastBody()).toMatchObject({ bossCode: 'DEMO', loginName: '007', password: 'pw' });
  });

  it('switches to English from the language menu', async () => {
    showLogin();
    expect(screen.getByTestId('login-submit').textContent).toBe('登 录');
    fireEvent.mouseEnter(screen.getByTestId('language-switch'));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'English' })));
    expect(screen.getByTestId('login-submit').textContent).toBe('Log in');
    expect(screen.getByTestId('language-switch').textContent).toBe('English');
    expect(screen.queryByRole('menu')).toBeNull();
    await changeLanguage('zh-CN');
  });
});
