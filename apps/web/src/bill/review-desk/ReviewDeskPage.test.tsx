import '../../test/setup';
import type { ReviewTaskPage } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages, changeLanguage } from '../../shared/i18n';
import { billMessages } from '../locales';
import { ReviewDeskPage } from './ReviewDeskPage';

const { deskBillTypes, tasks } = vi.hoisted(() => ({ deskBillTypes: vi.fn(), tasks: vi.fn() }));
vi.mock('../api/bill-api', () => ({ billApi: { deskBillTypes, tasks, reviewConfig: vi.fn() } }));

addMessages('bill', billMessages);

const page = (billType: string, billNo: string): ReviewTaskPage => ({
  list: [
    {
      taskId: `${billType}-1`,
      taskName: 'NORMAL_REVIEW',
      billId: '1',
      billType,
      billNo,
      billName: billType === 'SUPPLIER' ? '华纺布业' : null,
      status: 1,
      reviewStatusText: '',
      lastReviewLog: null,
      submitterName: null,
      dateOperate: '2026-11-22T08:00:00.000Z',
      extra: {},
    },
  ],
  totalCount: 1,
  pageNo: 1,
  pageSize: 20,
  columns: [],
});

beforeEach(async () => {
  await changeLanguage('zh-CN');
  window.history.replaceState(null, '', '/documentReview');
  deskBillTypes.mockResolvedValue([
    { billType: 'SUPPLIER', billTypeName: '物料供应商', taskCount: 1 },
    { billType: 'PURCHASE', billTypeName: '物料采购单', taskCount: 1 },
  ]);
  tasks.mockImplementation((billType: string) => Promise.resolve(page(billType, billType === 'PURCHASE' ? 'CG-1' : 'GYS-1')));
});
afterEach(() => {
  vi.clearAllMocks();
});

function showDesk() {
  const router = createBrowserRouter([{ path: '/documentReview', element: <ReviewDeskPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const typeItem = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.desk-type')].find((item) => item.textContent?.includes(name)) as HTMLElement;

/** Types into a controlled input the way the browser does (React listens to the native input event). */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs queued promise callbacks only: the router finishes a navigation, React's transition render (a macrotask) waits. */
async function settleMicrotasks(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await Promise.resolve();
}

describe('ReviewDeskPage', () => {
  it('shows the 名称 column only for bill types whose bills have a name', async () => {
    showDesk();
    // The first test of the file pays for loading the desk and antd's table: the same wait as the others.
    expect(await screen.findByText('GYS-1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeTruthy();
    fireEvent.click(typeItem('物料采购单'));
    expect(await screen.findByText('CG-1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '名称' })).toBeNull();
  }, 30_000);

  it('opens the first type with tasks, and another type on click', async () => {
    showDesk();
    expect(await screen.findByText('GYS-1', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(typeItem('物料采购单'));
    expect(await screen.findByText('CG-1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(typeItem('物料采购单').className).toContain('desk-type-active');
    expect(new URLSearchParams(window.location.search).get('type')).toBe('PURCHASE');
  }, 30_000);

  // The journey's bug: React Router commits a navigation as a React transition, so for a moment after clicking a
  // type the page still renders (and its handlers still hold) the old URL. A search typed in that moment was
  // written on top of the old URL, dropping `type`: the desk fell back to its first type.
  it('keeps the clicked type when a search is typed before the click has been rendered', async () => {
    showDesk();
    expect(await screen.findByText('GYS-1', {}, { timeout: 10_000 })).toBeTruthy();
    // Events as a browser delivers them (outside act): React renders the router's update when the scheduler runs.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      typeItem('物料采购单').dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await settleMicrotasks();
      expect(new URLSearchParams(window.location.search).get('type')).toBe('PURCHASE');
      // Not rendered yet: the old type is still the active one on screen.
      expect(typeItem('物料供应商').className).toContain('desk-type-active');

      const searchBox = screen.getByPlaceholderText<HTMLInputElement>('输入单据编号/名称搜索');
      typeInto(searchBox, 'CG-1');
      await settleMicrotasks();
      searchBox.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true }));
      await settleMicrotasks();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }

    await waitFor(() => expect(new URLSearchParams(window.location.search).get('kw')).toBe('CG-1'));
    expect(new URLSearchParams(window.location.search).get('type')).toBe('PURCHASE');
    await waitFor(() => expect(typeItem('物料采购单').className).toContain('desk-type-active'));
    await waitFor(() => expect(tasks).toHaveBeenLastCalledWith('PURCHASE', { pageNo: 1, pageSize: 20, keyWord: 'CG-1' }));
  }, 30_000);
});
