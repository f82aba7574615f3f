import { describe, expect, it } from 'vitest';
import type { AppRoute, MenuGroup, MenuSection } from '../routes';
import { greetingKey, shortcutSections } from './home-sections';

const page = (path: string, group?: string): AppRoute => ({
  path,
  titleKey: `t${path}`,
  menu: group ? { group } : {},
  component: Object.assign(() => null, { preload: async () => undefined }),
});
const group = (key: string): MenuGroup => ({ key, titleKey: `menu.${key}`, icon: null });

describe('the home page shortcuts', () => {
  it('put the top-level pages but 首页 first, then each group of the side menu with its pages', () => {
    const sections: MenuSection[] = [
      { route: page('/home') },
      { route: page('/documentReview') },
      { group: group('stock'), routes: [page('/stock', 'stock'), page('/stockRecord', 'stock')] },
      { route: page('/later') },
      { group: group('company'), routes: [page('/factoryMangement', 'company')] },
    ];
    expect(shortcutSections(sections).map((s) => [s.key, s.titleKey, s.routes.map((r) => r.path)])).toEqual([
      ['shortcuts', 'home.shortcuts', ['/documentReview', '/later']],
      ['stock', 'menu.stock', ['/stock', '/stockRecord']],
      ['company', 'menu.company', ['/factoryMangement']],
    ]);
  });
  it('leave out a section without a page: a session that may open 首页 only has none', () => {
    expect(shortcutSections([{ route: page('/home') }])).toEqual([]);
    expect(shortcutSections([{ route: page('/home') }, { group: group('stock'), routes: [page('/stock')] }])).toHaveLength(1);
  });
  it.each([
    [0, 'home.morning'],
    [11, 'home.morning'],
    [12, 'home.afternoon'],
    [17, 'home.afternoon'],
    [18, 'home.evening'],
    [23, 'home.evening'],
  ])('greet at %i o’clock with %s', (hour, key) => {
    expect(greetingKey(new Date(2026, 10, 26, hour, 30))).toBe(key);
  });
});
