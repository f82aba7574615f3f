import '../../test/setup';
import { QueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, resetClientState } from './client';
import { onDataChanged, type DataChangeCause } from './data-changed';

function answer(code: number, changed: boolean) {
  return new Response(JSON.stringify({ code, msg: code ? '单据状态已变化' : '', data: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(changed ? { 'X-Data-Changed': '1' } : {}) },
  });
}

let causes: DataChangeCause[];
let stop: () => void;

beforeEach(() => {
  resetClientState();
  message.destroy();
  causes = [];
  stop = onDataChanged((cause) => causes.push(cause));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('the one invalidation rule', () => {
  it('announces a call the server says wrote, and not a POST read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(0, true)).mockResolvedValueOnce(answer(0, false)));
    await api.post('delivery/material/update', { id: '1' });
    await api.post('delivery/material/page', { pageNo: 1 });
    expect(causes).toEqual(['saved']);
  });

  it('announces a 409 answer (the page was out of date), and not other refusals', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(40902, false)).mockResolvedValueOnce(answer(40001, false)));
    await expect(api.post('uflo/x/submit', {}, { silent: true })).rejects.toThrow();
    await expect(api.post('uflo/x/submit', {}, { silent: true })).rejects.toThrow();
    expect(causes).toEqual(['conflict']);
  });

  it('refreshes every cached query, shown or not, through the app query client', async () => {
    const { queryClient } = await import('../../app/providers');
    const client: QueryClient = queryClient;
    client.setQueryData(['delivery', '1'], { status: 0 });
    client.setQueryData(['list', 'deliveries'], { list: [] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(0, true)));
    await api.post('delivery/material/examine', { id: '1' });
    expect(client.getQueryState(['delivery', '1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['list', 'deliveries'])?.isInvalidated).toBe(true);
  });
});

describe('refusals already shown', () => {
  it('are not logged again as unhandled rejections; other rejections are', async () => {
    const { ApiError, installShownRefusalGuard } = await import('./api-error');
    const target = new EventTarget();
    installShownRefusalGuard(target as unknown as Window);
    const fire = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
      event.reason = reason;
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire(new ApiError(40001, '请输入名称', null, true))).toBe(true);
    expect(fire(new ApiError(40001, 'silent', null, false))).toBe(false);
    expect(fire(new TypeError('x is undefined'))).toBe(false);
  });
});
