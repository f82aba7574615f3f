import { describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n';
import { menuEntryOf, routeTitleKey } from '../shared/routing/app-route';
import { registerAreaMessages } from './area-messages';
import { registerMessages } from './i18n-resources';
import { appRoutes, findRoute } from './routes';

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
  it('every tab title (a route and each of its modes) has Chinese and English text', () => {
    registerMessages();
    registerAreaMessages();
    const keys = appRoutes.flatMap((r) => [r.titleKey, ...(r.modes ?? []).map((m) => m.titleKey)]);
    // Each language's own bundle (i18n.exists would pass an English gap through the Chinese fallback).
    for (const lng of ['zh-CN', 'en'])
      for (const key of keys) expect(typeof i18n.getResource(lng, 'translation', key), `${lng} ${key}`).toBe('string');
    expect(i18n.t('purchasing.menu.pickUp', { lng: 'zh-CN' })).toBe('一键采到送');
    expect(i18n.t('purchasing.menu.pickUp', { lng: 'en' })).toBe('Purchase, receive and deliver');
  });
});
