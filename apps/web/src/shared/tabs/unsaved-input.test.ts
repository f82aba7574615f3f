import { describe, expect, it } from 'vitest';
import { clearUnsaved, hasUnsaved, isGuardedInput, markUnsaved } from './unsaved-input';

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.appendChild(root);
  return root;
}

describe('unsaved input', () => {
  it('counts fields and line cells of the page, not lists, search boxes, ignored parts or row selection', () => {
    const root = html(`
      <form><input id="a" /><textarea id="b"></textarea></form>
      <table><td><input id="cell" /></td></table>
      <span class="ant-input-search"><input id="search" /></span>
      <div class="list-page"><input id="list" /></div>
      <form data-unsaved-ignore><input id="filter" /></form>
      <table><td class="ant-table-selection-column"><input type="checkbox" id="tick" /></td></table>`);
    const byId = (id: string) => root.querySelector(`#${id}`);
    expect(isGuardedInput(byId('a'))).toBe(true);
    expect(isGuardedInput(byId('b'))).toBe(true);
    expect(isGuardedInput(byId('cell'))).toBe(true);
    expect(isGuardedInput(byId('search'))).toBe(false);
    expect(isGuardedInput(byId('list'))).toBe(false);
    expect(isGuardedInput(byId('filter'))).toBe(false);
    expect(isGuardedInput(byId('tick'))).toBe(false);
    expect(isGuardedInput(null)).toBe(false);
  });

  it('remembers the page that has unsaved input until it is cleared', () => {
    markUnsaved('/newPayoffOrder');
    expect(hasUnsaved('/newPayoffOrder')).toBe(true);
    expect(hasUnsaved('/payoffList')).toBe(false);
    expect(hasUnsaved()).toBe(true);
    clearUnsaved();
    expect(hasUnsaved()).toBe(false);
  });
});
