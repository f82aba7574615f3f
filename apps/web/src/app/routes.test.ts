import type { SessionData } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n';
import { menuEntryOf, routeTitleKey } from '../shared/routing/app-route';
import { loadAreaMessages } from './area-messages';
import { registerMessages } from './i18n-resources';
import { appRoutes, findRoute, firstMenuPath, menuGroups, menuSections, visibleMenuRoutes } from './routes';

describe('the app route table', () => {
  it.each([
    ['/materialInfo/17', '/materialArchives'],
    ['/addMaterial', '/materialArchives'],
    ['/baseGoodsInfo', '/goodsMangement'],
    ['/subMaterialSupplier', '/materialSupplier'],
    ['/processingFactoryOperate', '/outsideFactory'],
    ['/roleInfo', '/roleManage'],
    ['/documentReview/approvalRecord', '/documentReview'],
  ])('%s lights the menu entry %s', (pathname, entry) => {
    expect(menuEntryOf(findRoute(pathname), appRoutes)).toBe(entry);
  });
  it('every declared menuParent is a menu entry of the table', () => {
    const declared = appRoutes.filter((r) => r.menuParent);
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) expect(menuEntryOf(route, appRoutes), route.path).toBe(route.menuParent);
  });
  it('一键采到送 (/newPurchase?type=pickUpDelivery) has its own tab title', () => {
    const form = findRoute('/newPurchase')!;
    expect(routeTitleKey(form, '')).toBe('purchasing.menu.newPurchase');
    expect(routeTitleKey(form, '?type=pickUpDelivery')).toBe('purchasing.menu.pickUp');
  });
  it('every tab title (a route and each of its modes) has Chinese and English text', async () => {
    registerMessages();
    await Promise.all([loadAreaMessages('zh-CN'), loadAreaMessages('en')]);
    const keys = appRoutes.flatMap((r) => [r.titleKey, ...(r.modes ?? []).map((m) => m.titleKey)]);
    // Each language's own bundle (i18n.exists would pass an English gap through the Chinese fallback).
    for (const lng of ['zh-CN', 'en'])
      for (const key of keys) expect(typeof i18n.getResource(lng, 'translation', key), `${lng} ${key}`).toBe('string');
    expect(i18n.t('purchasing.menu.pickUp', { lng: 'zh-CN' })).toBe('一键采到送');
    expect(i18n.t('purchasing.menu.pickUp', { lng: 'en' })).toBe('Purchase, receive and deliver');
  });

  it('首页 /home is the landing page of every session, even one without any permission', () => {
    const staff = session({ role: 0, permissionList: [] });
    expect(firstMenuPath(staff)).toBe('/home');
    expect(firstMenuPath(session({ role: 1 }))).toBe('/home');
  });
  it('menuSections lays the routes out as the side menu: a group where its first route is, with all its routes', () => {
    const boss = visibleMenuRoutes(session({ role: 1 }));
    const sections = menuSections(boss);
    expect(sections[0]).toEqual({ route: expect.objectContaining({ path: '/home' }) });
    expect(sections.flatMap((s) => (s.group ? s.routes : [s.route]))).toHaveLength(boss.length);
    const groupKeys = sections.flatMap((s) => (s.group ? [s.group.key] : []));
    expect([...groupKeys].sort()).toEqual(menuGroups.map((g) => g.key).sort());
    const clerk = visibleMenuRoutes(
      session({ role: 0, permissionList: ['fac.stock.record.list', 'fac.review.desk', 'fac.inventory.queryStorage'] }),
    );
    const sections2 = menuSections(clerk);
    expect(sections2.slice(0, 2)).toEqual([
      { route: expect.objectContaining({ path: '/home' }) },
      { route: expect.objectContaining({ path: '/documentReview' }) },
    ]);
    const stock = sections2.filter((s) => s.group?.key === 'stock');
    expect(stock).toHaveLength(1);
    expect(stock[0]!.group && stock[0]!.routes.map((r) => r.permission)).toEqual(
      expect.arrayContaining(['fac.inventory.queryStorage', 'fac.stock.record.list']),
    );
  });
});

function session(patch: Partial<SessionData>): SessionData {
  return {
    userId: '1',
    unitId: '2',
    bossUnitId: '3',
    facName: '一厂',
    sid: 's',
    permissionList: [],
    role: 0,
    units: [],
    userInfo: { loginName: 'a', userName: 'A', bossCode: null, lastLoginFactoryId: null, phone: null, type: 'STAFF' },
    ...patch,
  };
}
