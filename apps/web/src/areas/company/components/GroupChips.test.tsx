import '../../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../shared/i18n';
import { companyMessages } from '../locales';
import { landlineText } from './factory-text';
import { GroupChips, type GroupChip } from './GroupChips';
import { StorehouseLinks, type StorehouseLinksValue } from './StorehouseLinks';

addMessages('company', companyMessages);

let last: GroupChip[] = [];
function Chips({ initial }: { initial: GroupChip[] }) {
  const [value, setValue] = useState(initial);
  last = value;
  return <GroupChips value={value} onChange={setValue} />;
}

describe('GroupChips', () => {
  it('adds a group on Enter, refuses a name twice, renames on double-click, removes only a free group', () => {
    render(
      <App>
        <Chips
          initial={[
            { id: '1', name: '裁床', memberCount: 2 },
            { id: '2', name: '车缝' },
          ]}
        />
      </App>,
    );
    const input = screen.getByTestId('group-input');
    fireEvent.change(input, { target: { value: '后道' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(last.map((g) => g.name)).toEqual(['裁床', '车缝', '后道']);
    fireEvent.change(input, { target: { value: '车缝' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(last).toHaveLength(3);

    fireEvent.doubleClick(screen.getByText('车缝'));
    const editor = within(screen.getByTestId('group-chips')).getByDisplayValue('车缝');
    fireEvent.change(editor, { target: { value: '包装' } });
    fireEvent.keyDown(editor, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(last[1]).toEqual({ id: '2', name: '包装' });

    // The group with members has no close icon; the others do.
    const chips = screen.getByTestId('group-chips');
    expect(chips.querySelectorAll('.ant-tag-close-icon')).toHaveLength(2);
    fireEvent.click(chips.querySelectorAll('.ant-tag-close-icon')[0]!);
    expect(last.map((g) => g.name)).toEqual(['裁床', '后道']);
  });
});

describe('StorehouseLinks', () => {
  it('links, makes one the default, and unlinking the default clears it', () => {
    let value: StorehouseLinksValue = { storehouseIds: [], defaultStorehouseId: null };
    const storehouses = [
      { id: 'a', name: '面料仓', isDefault: false, isLinked: false },
      { id: 'b', name: '成品仓', isDefault: false, isLinked: false },
    ];
    const { rerender } = render(<StorehouseLinks storehouses={storehouses} value={value} onChange={(v) => (value = v)} />);
    fireEvent.click(screen.getByText('面料仓'));
    expect(value).toEqual({ storehouseIds: ['a'], defaultStorehouseId: null });
    rerender(<StorehouseLinks storehouses={storehouses} value={value} onChange={(v) => (value = v)} />);
    fireEvent.click(screen.getByText('设为默认'));
    expect(value).toEqual({ storehouseIds: ['a'], defaultStorehouseId: 'a' });
    rerender(<StorehouseLinks storehouses={storehouses} value={value} onChange={(v) => (value = v)} />);
    expect(screen.getByText('默认仓')).toBeTruthy();
    fireEvent.click(screen.getByText('面料仓'));
    expect(value).toEqual({ storehouseIds: [], defaultStorehouseId: null });
  });
});

describe('landlineText', () => {
  it.each([
    [{ areaCode: '0571', telephone: '88886666' }, '0571-88886666'],
    [{ areaCode: null, telephone: '88886666' }, '88886666'],
    [{ areaCode: '0571', telephone: null }, ''],
  ])('%o reads %s', (row, text) => expect(landlineText(row)).toBe(text));
});
