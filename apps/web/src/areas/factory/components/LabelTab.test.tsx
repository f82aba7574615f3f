import '../../../test/setup';
import type { SessionData } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addMessages } from '../../../shared/i18n';
import { saveSession } from '../../../shared/session/session';
import { factoryMessages } from '../locales';
import { LabelTab, type LabelItem, type LabelTabProps } from './LabelTab';

addMessages('factory', factoryMessages);

const boss = {
  userId: '7',
  unitId: '3',
  bossUnitId: '1',
  facName: '一号工厂',
  sid: 'abc',
  permissionList: [],
  role: 1,
  units: [{ id: '3', name: '一号工厂' }],
  userInfo: { loginName: 'li', userName: '李四', bossCode: 'NIU' },
} as unknown as SessionData;

const rows: LabelItem[] = [
  { id: '1', name: '破洞', colour: '#ff0000' },
  { id: '2', name: '污渍', colour: '#00ff00' },
  { id: '3', name: '色差', colour: '#0000ff' },
];

function renderTab(extra: Partial<LabelTabProps> = {}) {
  const props: LabelTabProps = {
    permission: 'fac.test.manage',
    queryKey: ['test', 'labels', Math.random()],
    load: async () => rows,
    nameRule: z.string().trim().min(1, '请输入标签名称|name required').max(20),
    add: vi.fn(async () => undefined),
    rename: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    ...extra,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <LabelTab {...props} />
      </App>
    </QueryClientProvider>,
  );
  return props;
}

beforeEach(() => saveSession(boss));

describe('LabelTab', () => {
  it('plain labels: names as text, no colour column, no ordering', async () => {
    renderTab();
    expect(await screen.findByText('破洞')).toBeTruthy();
    expect(screen.queryAllByRole('columnheader').map((h) => h.textContent)).not.toContain('#');
    expect(document.querySelectorAll('.ant-tag')).toHaveLength(0);
    expect(document.querySelectorAll('.anticon-arrow-up')).toHaveLength(0);
  });

  it('coloured labels: tags, a colour column, and the draft colour sent when adding', async () => {
    const recolour = vi.fn(async () => undefined);
    const props = renderTab({ recolour });
    await screen.findByText('破洞');
    expect(document.querySelectorAll('.ant-tag')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' 加急 ' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(props.add).toHaveBeenCalledWith('加急', '#1677ff'));
  });

  it('ordered labels: moving the first down sends the new order', async () => {
    const sort = vi.fn(async () => undefined);
    renderTab({ sort });
    const first = (await screen.findByText('破洞')).closest('tr') as HTMLElement;
    const up = first.querySelector('.anticon-arrow-up')?.closest('button');
    const down = first.querySelector('.anticon-arrow-down')?.closest('button');
    expect(up).toHaveProperty('disabled', true);
    fireEvent.click(down!);
    await waitFor(() => expect(sort).toHaveBeenCalledWith(['2', '1', '3']));
  });

  it("company rows: marked 集团, no actions, kept out of the factory's order", async () => {
    const sort = vi.fn(async () => undefined);
    renderTab({
      sort,
      load: async () => [{ id: '9', name: '集团破损', isCompany: true }, ...rows.map(({ id, name }) => ({ id, name }))],
    });
    const company = (await screen.findByText('集团破损')).closest('tr') as HTMLElement;
    expect(within(company).getByText('集团')).toBeTruthy();
    expect(within(company).getByText('集团维护')).toBeTruthy();
    expect(within(company).queryByText('编辑')).toBeNull();
    const first = screen.getByText('破洞').closest('tr') as HTMLElement;
    expect(first.querySelector('.anticon-arrow-up')?.closest('button')).toHaveProperty('disabled', true);
    fireEvent.click(first.querySelector('.anticon-arrow-down')!.closest('button')!);
    await waitFor(() => expect(sort).toHaveBeenCalledWith(['2', '1', '3']));
  });

  it('refuses a blank name before any request', async () => {
    const props = renderTab();
    await screen.findByText('破洞');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await new Promise((r) => setTimeout(r, 20));
    expect(props.add).not.toHaveBeenCalled();
  });

  it('renames inline and skips the request when the name is unchanged', async () => {
    const props = renderTab();
    const row = (await screen.findByText('污渍')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('编辑'));
    const input = within(row).getByRole('textbox');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(props.rename).not.toHaveBeenCalled();
    fireEvent.click(within((await screen.findByText('污渍')).closest('tr') as HTMLElement).getByText('编辑'));
    const again = within(screen.getByText('色差').closest('tbody') as HTMLElement).getByDisplayValue('污渍');
    fireEvent.change(again, { target: { value: '油污' } });
    fireEvent.keyDown(again, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(props.rename).toHaveBeenCalledWith(rows[1], '油污'));
  });
});
