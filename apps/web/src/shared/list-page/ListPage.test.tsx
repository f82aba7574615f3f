import '../../test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { StrictMode, Suspense, use } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery, PageResult } from './ListPage';
import { ListPage } from './ListPage';

vi.mock('./column-settings', async (original) => ({
  ...(await original<typeof import('./column-settings')>()),
  useColumnSettings: () => ({ saved: null, isLoading: false, save: vi.fn() }),
}));

interface Row {
  id: string;
  name: string;
}

function showList(
  fetchPage: (q: ListQuery) => Promise<PageResult<Row>>,
  client = new QueryClient(),
  searchable = true,
  onPage?: (page: PageResult<Row>) => void,
) {
  const List = () => (
    <ListPage<Row>
      searchable={searchable}
      onPage={onPage}
      listKey="test-list"
      title="测试列表"
      rowKey="id"
      columns={[{ key: 'name', dataIndex: 'name', title: '名称' }]}
      fetchPage={fetchPage}
    />
  );
  const router = createMemoryRouter([
    { path: '/list', element: <List /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
  ]);
  void router.navigate('/list');
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, client };
}

const never = new Promise<never>(() => undefined);
function Suspends(): null {
  use(never);
  return null;
}

describe('ListPage first request', () => {
  it('leaves while the page renders, before anything is committed', async () => {
    const fetchPage = vi.fn(async () => ({ list: [], totalCount: 0 }));
    const router = createMemoryRouter([
      {
        path: '/list',
        element: (
          // The sibling after the list never resolves: the list is rendered but never committed, so no effect of it
          // (where useQuery subscribes and would fetch) runs.
          <Suspense fallback={<p>loading</p>}>
            <ListPage<Row> listKey="render-list" title="t" rowKey="id" columns={[]} fetchPage={fetchPage} />
            <Suspends />
          </Suspense>
        ),
      },
    ]);
    void router.navigate('/list');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for the first page once (StrictMode renders twice), and shows it', async () => {
    const fetchPage = vi.fn(async () => ({ list: [{ id: '1', name: '全棉府绸布' }], totalCount: 1 }));
    showList(fetchPage);
    expect(await screen.findByText('全棉府绸布', {}, { timeout: 8_000 })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({ pageNo: 1, pageSize: 20, keyword: '', filters: {} });
  }, 20_000);

  it('asks again when the list is opened again (cached page shown meanwhile), still once', async () => {
    let name = '旧名称';
    const fetchPage = vi.fn(async () => ({ list: [{ id: '1', name }], totalCount: 1 }));
    const { router } = showList(fetchPage);
    expect(await screen.findByText('旧名称', {}, { timeout: 8_000 })).toBeTruthy();
    await router.navigate('/elsewhere');
    await screen.findByText('elsewhere');
    name = '新名称';
    await router.navigate('/list');
    expect(await screen.findByText('新名称', {}, { timeout: 8_000 })).toBeTruthy();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  }, 20_000);

  it('shows the search box unless the list says its call takes no keyword', async () => {
    const fetchPage = vi.fn(async () => ({ list: [{ id: '1', name: '一月' }], totalCount: 1 }));
    showList(fetchPage, new QueryClient(), false);
    expect(await screen.findByText('一月', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByPlaceholderText(/搜索|Search/)).toBeNull();
  }, 20_000);

  it('reports the page it shows, never the late answer of an older query', async () => {
    let answerUnfiltered: (page: PageResult<Row>) => void = () => undefined;
    const fetchPage = vi.fn((q: ListQuery) =>
      q.keyword
        ? Promise.resolve({ list: [{ id: '2', name: '找到的' }], totalCount: 1 })
        : new Promise<PageResult<Row>>((resolve) => (answerUnfiltered = resolve)),
    );
    const onPage = vi.fn();
    const { router } = showList(fetchPage, new QueryClient(), true, onPage);
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    await router.navigate('/list?kw=%E6%89%BE');
    expect(await screen.findByText('找到的', {}, { timeout: 8_000 })).toBeTruthy();
    answerUnfiltered({ list: [{ id: '1', name: '全部的' }], totalCount: 99 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onPage.mock.calls.map(([page]) => (page as PageResult<Row>).totalCount)).toEqual([1]);
    expect(screen.queryByText('全部的')).toBeNull();
  }, 20_000);
});
