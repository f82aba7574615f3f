import { BomPermission } from '@gf/contracts';
import { lazy, Suspense } from 'react';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';
import type { PageTab, PageTabSlots } from '../../shared/routing/page-tabs';

export const bomRoutes: AppRoute[] = [
  {
    // No reference path for templates (newer API only): /bomTemplate, in the goods menu group.
    path: '/bomTemplate',
    titleKey: 'bom.menu.template',
    permission: BomPermission.list,
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/BomTemplatePage'), 'BomTemplatePage'),
  },
];

const LazyGoodsBomTab = lazy(() => import('./components/GoodsBomTab').then((m) => ({ default: m.GoodsBomTab })));

/** The BOM tab of 商品详情 (registered by app/routes.tsx; its code loads when the tab is first opened). */
export const bomGoodsTabs: PageTab<PageTabSlots['goodsDetail']>[] = [
  {
    key: 'bom',
    titleKey: 'bom.tab',
    permission: BomPermission.list,
    // The api module (and the zod schemas it carries) loads only when a link opens a BOM: never on the first screen.
    opener: {
      param: 'bomId',
      hostId: async (bomId) => (await (await import('./api/bom-api')).bomApi.detail(bomId)).styleId,
    },
    component: (props) => (
      <Suspense fallback={null}>
        <LazyGoodsBomTab {...props} />
      </Suspense>
    ),
  },
];
