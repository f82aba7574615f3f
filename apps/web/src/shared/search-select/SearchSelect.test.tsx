import '../../test/setup';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchSelect } from './SearchSelect';
import { markChosen, shouldSearch, type OptionPair } from './search-select.logic';

async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

function typeInto(container: HTMLElement, text: string): void {
  const input = container.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchSelect', () => {
  it('loads once on mount and searches only after 800 ms of quiet typing', async () => {
    const loader = vi.fn(async (): Promise<OptionPair[]> => [
      { value: '1', label: '甲' },
      { value: '2', label: '乙' },
    ]);
    const { container } = render(<SearchSelect loader={loader} />);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenLastCalledWith('');

    typeInto(container, 'a');
    await act(async () => void vi.advanceTimersByTime(500));
    typeInto(container, 'ab');
    await act(async () => void vi.advanceTimersByTime(799));
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('ab');
  });

  it('in single mode does not search when the text equals the selected label', async () => {
    const loader = vi.fn(async (): Promise<OptionPair[]> => [
      { value: '1', label: '甲厂' },
      { value: '2', label: '乙厂' },
    ]);
    const { container } = render(<SearchSelect single loader={loader} value="1" />);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    typeInto(container, '甲厂');
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(loader).toHaveBeenCalledTimes(1);
    typeInto(container, '甲');
    await act(async () => void vi.advanceTimersByTime(800));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('甲');
  });

  it('multi mode searches even for the label of a chosen option', () => {
    expect(shouldSearch(false, '甲', '甲')).toBe(true);
    expect(shouldSearch(true, '甲', '甲')).toBe(false);
    expect(shouldSearch(true, '甲', undefined)).toBe(true);
  });

  it('auto-selects when the loader answers exactly one option', async () => {
    const onChange = vi.fn();
    render(<SearchSelect autoSelectSingle loader={async () => [{ value: '9', label: '唯一' }]} onChange={onChange} />);
    await flush();
    expect(onChange).toHaveBeenCalledWith(['9'], [{ value: '9', label: '唯一' }]);

    const onSingle = vi.fn();
    render(<SearchSelect single autoSelectSingle loader={async () => [{ value: '9', label: '唯一' }]} onChange={onSingle} />);
    await flush();
    expect(onSingle).toHaveBeenCalledWith('9', { value: '9', label: '唯一' });
  });

  it('does not auto-select with two options or without the flag', async () => {
    const onChange = vi.fn();
    render(
      <SearchSelect
        autoSelectSingle
        loader={async () => [
          { value: '1', label: 'a' },
          { value: '2', label: 'b' },
        ]}
        onChange={onChange}
      />,
    );
    render(<SearchSelect loader={async () => [{ value: '1', label: 'a' }]} onChange={onChange} />);
    await flush();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives an empty list when the loader fails', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <SearchSelect autoSelectSingle loader={() => Promise.reject(new Error('x'))} onChange={onChange} />,
    );
    await flush();
    expect(onChange).not.toHaveBeenCalled();
    expect(container.textContent).toContain('请选择或搜索');
  });

  it('disables values chosen elsewhere but not its own', () => {
    const marked = markChosen(
      [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
        { value: '3', label: 'c' },
      ],
      ['1', '2'],
      ['2'],
    );
    expect(marked.map((o) => Boolean(o.disabled))).toEqual([true, false, false]);
  });
});
