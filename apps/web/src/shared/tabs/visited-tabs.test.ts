import { describe, expect, it } from 'vitest';
import { urlAfterClose, type VisitedTab } from './visited-tabs';

const tab = (path: string, url = path): VisitedTab => ({ path, url, titleKey: path });
const tabs = [
  tab('/materialArchives', '/materialArchives?pageNo=2'),
  tab('/materialInfo/:id', '/materialInfo/42'),
  tab('/materialSupplier'),
];

describe('urlAfterClose', () => {
  it('moves to the right neighbour when the active detail tab (a route pattern) is closed', () => {
    expect(urlAfterClose(tabs, '/materialInfo/:id', '/materialInfo/:id', '/home')).toBe('/materialSupplier');
  });
  it('moves to the new last tab when the active last tab is closed, keeping its URL (filters, page)', () => {
    expect(urlAfterClose(tabs, '/materialSupplier', '/materialSupplier', '/home')).toBe('/materialInfo/42');
    expect(urlAfterClose(tabs.slice(0, 1).concat(tabs[2]!), '/materialSupplier', '/materialSupplier', '/home')).toBe(
      '/materialArchives?pageNo=2',
    );
  });
  it('goes home when the only tab is closed', () => {
    expect(urlAfterClose([tab('/facInfo')], '/facInfo', '/facInfo', '/home')).toBe('/home');
  });
  it('stays where it is when another tab is closed', () => {
    expect(urlAfterClose(tabs, '/materialArchives', '/materialInfo/:id', '/home')).toBeNull();
  });
});

describe('tab titles', () => {
  it('read as the page names itself, until another record opens on the same route', async () => {
    const { closeTabs, setTabTitle, tabLabel, visitTab } = await import('./visited-tabs');
    const titleOf = (path: string) => closeTabs(() => true).find((t) => t.path === path)?.title;
    visitTab(tab('/payoffDetail/:id', '/payoffDetail/1'));
    setTabTitle('/payoffDetail/:id', '送料单详情', 'zh-CN');
    expect(titleOf('/payoffDetail/:id')).toBe('送料单详情');
    const shown = closeTabs(() => true).find((t) => t.path === '/payoffDetail/:id')!;
    expect(tabLabel(shown, 'zh-CN', (key) => `route ${key}`)).toBe('送料单详情');
    // after a switch to English, a tab whose page has not named itself again reads its route's title
    expect(tabLabel(shown, 'en', (key) => `route ${key}`)).toBe('route /payoffDetail/:id');
    visitTab(tab('/payoffDetail/:id', '/payoffDetail/1'));
    expect(titleOf('/payoffDetail/:id')).toBe('送料单详情');
    visitTab(tab('/payoffDetail/:id', '/payoffDetail/2'));
    expect(titleOf('/payoffDetail/:id')).toBeUndefined();
  });
});
