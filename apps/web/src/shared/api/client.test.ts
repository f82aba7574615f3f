import '../../test/setup';
import type { SessionData } from '@gf/contracts';
import { waitFor } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../feedback/feedback';
import { changeLanguage } from '../i18n';
import { destroyServerErrorDialogs } from '../server-error-dialog/show-server-error';
import { saveSession } from '../session/session';
import { ApiError } from './api-error';
import { api, request, resetClientState } from './client';

const session: SessionData = {
  userId: '7',
  unitId: '3',
  bossUnitId: '1',
  facName: '一号工厂',
  sid: 'abc',
  permissionList: [],
  role: 0,
  units: [{ id: '3', name: '一号工厂' }],
  userInfo: {
    loginName: 'li',
    userName: '李四',
    bossCode: 'NIU',
    lastLoginFactoryId: '3',
    phone: null,
    type: 'STAFF',
  },
};

type FetchArgs = [string, RequestInit];

function answer(code: number, data: unknown = null, msg = '') {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  resetClientState();
  sessionStorage.clear();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelectorAll('.ant-message-notice, .ant-modal-confirm').length).toBe(0));
  await changeLanguage('zh-CN');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterAll(async () => {
  // Close what the tests opened so no antd timer fires after jsdom is torn down.
  destroyServerErrorDialogs();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 400));
});

function lastCall(): FetchArgs {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call as FetchArgs;
}

describe('api client', () => {
  it('resolves data for code 0 and sends credentials and the session headers', async () => {
    saveSession(session);
    fetchMock.mockResolvedValueOnce(answer(0, { id: '9' }));
    await expect(api.post('role/add', { roleName: 'x' })).resolves.toEqual({ id: '9' });
    const [url, init] = lastCall();
    expect(url).toBe('/v1/api/role/add');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers.userId).toBe('7');
    expect(headers.unitId).toBe('3');
    expect(decodeURIComponent(headers.unitName ?? '')).toBe('一号工厂');
    expect(headers.loginName).toBe('NIU-li');
    expect(decodeURIComponent(headers.userName ?? '')).toBe('李四');
    expect(headers.logSource).toBe('web');
    expect(headers).toHaveProperty('ipArea');
    expect(headers['Accept-Language']).toBe('zh-CN');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.deviceCode).toBe(localStorage.getItem('device_code'));
    expect(headers.deviceCode).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(String(init.body))).toEqual({ roleName: 'x' });
  });

  it('sends Accept-Language en after the language switch', async () => {
    await changeLanguage('en');
    fetchMock.mockResolvedValueOnce(answer(0, []));
    await api.get('role/list');
    expect((lastCall()[1].headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('sends GET arrays as repeated keys and leaves out empty values', async () => {
    fetchMock.mockResolvedValueOnce(answer(0, []));
    await api.get('bill-report/list', { ids: ['1', '2'], keyword: 'a b', none: undefined, nil: null, page: 1 });
    const [url, init] = lastCall();
    expect(url).toBe('/v1/api/bill-report/list?ids=1&ids=2&keyword=a+b&page=1');
    expect(init.body).toBeUndefined();
  });

  it('adds userId to PUT bodies', async () => {
    saveSession(session);
    fetchMock.mockResolvedValueOnce(answer(0, null));
    await api.put('uflo/FEE/undo', { id: '5' });
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ id: '5', userId: '7' });
  });

  it('on 440 shows one "登录超时" dialog for several failing calls; confirming clears the session and reloads', async () => {
    saveSession(session);
    fetchMock.mockImplementation(() => Promise.resolve(answer(440, null, 'no session')));
    const results = await Promise.allSettled([api.get('a'), api.get('b'), api.get('c')]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 440)).toBe(true);
    await waitFor(() => expect(document.body.textContent).toContain('登录超时'));
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(1);
    expect(document.body.textContent).toContain('请重新登录');
    const ok = [...document.querySelectorAll('.ant-modal-confirm button')].at(-1) as HTMLButtonElement;
    ok.click();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('user_login')).toBeNull();
  });

  it('on 440 after signing out (no session in the tab) shows no dialog and rejects', async () => {
    fetchMock.mockResolvedValueOnce(answer(440, null, 'no session'));
    await expect(api.get('a')).rejects.toMatchObject({ code: 440 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('.ant-modal-confirm').length).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 1001 warns once with the server message, clears the session, reloads and rejects; resets after a normal answer', async () => {
    saveSession(session);
    fetchMock.mockImplementation(() => Promise.resolve(answer(1001, null, '账号已在别处登录')));
    await expect(api.get('a')).rejects.toMatchObject({ code: 1001 });
    await expect(api.get('b')).rejects.toMatchObject({ code: 1001 });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('user_login')).toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('账号已在别处登录'));
    expect(document.querySelectorAll('.ant-message-notice').length).toBe(1);

    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(0, 1)));
    await api.get('normal');
    await expect(api.get('c')).rejects.toMatchObject({ code: 1001 });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('on 500 opens the server error dialog and still returns the answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { requestId: 'r-1' }, 'boom'));
    const result = await request('POST', 'x');
    expect(result).toEqual({ code: 500, msg: 'boom', data: { requestId: 'r-1' } });
    await waitFor(() => expect(document.body.textContent).toContain('发生未知错误（请查看错误码）'));
    expect(document.body.textContent).toContain('错误通知');
    expect(document.body.textContent).toContain('复制错误');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('600px');
  });

  it('rejects other codes with an ApiError carrying code, msg and data after showing the message', async () => {
    fetchMock.mockResolvedValueOnce(answer(40901, { field: 'name' }, '名称已存在'));
    const error = (await api.post('supplier/insert', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(40901);
    expect(error.msg).toBe('名称已存在');
    expect(error.data).toEqual({ field: 'name' });
    await waitFor(() => expect(document.body.textContent).toContain('名称已存在'));
  });

  it("says a bad-input answer's field path in the user's words", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(40001, { errors: [{ field: 'returns[0].amount', message: 'too much' }] }, 'returns[0].amount：本次收款超出'),
    );
    const error = (await api.post('refund/add', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.msg).toBe('第1行 金额：本次收款超出');
    await waitFor(() => expect(document.body.textContent).toContain('第1行 金额：本次收款超出'));
  });

  it('shows "请求失败" when a failing answer has no message', async () => {
    fetchMock.mockResolvedValueOnce(answer(40001, null, ''));
    await expect(api.post('x')).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(document.body.textContent).toContain('请求失败'));
  });

  it('shows a success notification titled "成功" when asked', async () => {
    fetchMock.mockResolvedValueOnce(answer(0, null));
    await api.post('x', {}, { successToast: '保存成功' });
    await waitFor(() => expect(document.body.textContent).toContain('成功'));
    expect(document.body.textContent).toContain('保存成功');
  });
});
