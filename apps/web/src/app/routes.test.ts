import { describe, expect, it } from 'vitest';
import { menuEntryOf } from '../shared/routing/app-route';
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
});
