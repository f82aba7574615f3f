import '../../test/setup';
import type { SessionData } from '@gf/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../session/session';
import { recordCreate, registerRecordCreators } from './record-creators';
import type { CreateFormProps, SelectCreate } from './select-create';
import { SearchSelect } from './SearchSelect';

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

interface Unit {
  id: string;
  name: string;
}
/** A stand-in for a record's drawer: shows what it was opened with and saves a fixed record. */
function FakeForm({ open, keyword, onSaved, onClose }: CreateFormProps<Unit>) {
  if (!open) return null;
  return (
    <div data-testid="fake-form">
      <span data-testid="fake-keyword">{keyword}</span>
      <button onClick={() => onSaved({ id: '99', name: '打' })}>save</button>
      <button onClick={onClose}>close</button>
    </div>
  );
}
const creator = (onCreated?: SelectCreate<Unit>['onCreated']): SelectCreate<Unit> => ({
  permission: 'fac.measureUnit.manage',
  render: (props) => <FakeForm {...props} />,
  toOption: (u) => ({ value: u.id, label: u.name }),
  onCreated,
});

function openDropdown(): void {
  fireEvent.mouseDown(screen.getByRole('combobox'));
}
/** The dropdown's option texts once the loader's `count` options are there. */
async function options(count: number): Promise<string[]> {
  return waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
    expect(found.filter((text) => text !== '新建').length).toBe(count);
    return found;
  });
}

afterEach(() => clearSession());

describe('SearchSelect 新建', () => {
  it('offers 新建 first; the saved record is chosen, the options reload and onCreated runs', async () => {
    saveSession(session(['fac.measureUnit.manage']));
    const loader = vi.fn(async () => [{ value: '1', label: '米' }]);
    const onChange = vi.fn();
    const onCreated = vi.fn();
    render(<SearchSelect single loader={loader} onChange={onChange} create={creator(onCreated)} />);
    openDropdown();
    expect(await options(1)).toEqual(['新建', '米']);
    fireEvent.click(screen.getByTestId('select-create'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('fake-form')).toBeTruthy();
    const calls = loader.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByText('save')));
    expect(onChange).toHaveBeenCalledWith('99', { value: '99', label: '打' });
    expect(onCreated).toHaveBeenCalledWith({ id: '99', name: '打' }, { value: '99', label: '打' });
    expect(loader.mock.calls.length).toBe(calls + 1);
  });

  it('in multi mode adds the new record to the chosen ones', async () => {
    saveSession(session(['fac.measureUnit.manage']));
    const onChange = vi.fn();
    render(
      <SearchSelect value={['1']} loader={async () => [{ value: '1', label: '米' }]} onChange={onChange} create={creator()} />,
    );
    openDropdown();
    await options(1);
    fireEvent.click(screen.getByTestId('select-create'));
    await act(async () => fireEvent.click(screen.getByText('save')));
    expect(onChange).toHaveBeenCalledWith(
      ['1', '99'],
      [
        { value: '1', label: '米' },
        { value: '99', label: '打' },
      ],
    );
  });

  it('is not offered without the permission, nor without a registered creator', async () => {
    saveSession(session([]));
    const { unmount } = render(<SearchSelect single loader={async () => [{ value: '1', label: '米' }]} create={creator()} />);
    openDropdown();
    expect(await options(1)).toEqual(['米']);
    unmount();
    expect(recordCreate('storehouse')).toBeUndefined();
    registerRecordCreators({ storehouse: creator() });
    expect(recordCreate('storehouse', { label: '新建仓库' })).toMatchObject({
      label: '新建仓库',
      permission: 'fac.measureUnit.manage',
    });
  });
});
