import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export type Page = LazyExoticComponent<ComponentType>;

/** React.lazy for a module's named export (the project uses named exports only). */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M): Page {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * One row of the route table (CONVENTIONS: Ant Design Pro's config/routes.ts): path, menu i18n key,
 * permission. Each area exports its rows from its own routes.tsx; app/routes.tsx puts them together.
 */
export interface AppRoute {
  path: string;
  /** i18n key of the menu item and the tab title. */
  titleKey: string;
  /**
   * The same page in another mode chosen by one search param (/newPurchase?type=pickUpDelivery is 一键采到送):
   * the tab takes the mode's title while that mode is open.
   */
  modes?: RouteMode[];
  permission?: string;
  /** In the side menu: at the top level, or inside a group (a key of app/routes.tsx menuGroups). */
  menu?: { group?: string; icon?: ReactNode };
  /** A page outside the menu (a detail or form page): the path of the menu entry it belongs to, lit while it is open. */
  menuParent?: string;
  component: Page;
}

export interface RouteMode {
  param: string;
  value: string;
  titleKey: string;
}

/** The tab title of a route at a URL: the title of the mode its search picks, else the route's own. */
export function routeTitleKey(route: AppRoute, search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  return route.modes?.find((mode) => params.get(mode.param) === mode.value)?.titleKey ?? route.titleKey;
}

/** The side-menu entry a page lights up: its own, or the one its route declares as `menuParent`. */
export function menuEntryOf(route: AppRoute | undefined, routes: readonly AppRoute[]): string | undefined {
  if (!route) return undefined;
  if (route.menu) return route.path;
  return route.menuParent ? routes.find((r) => r.path === route.menuParent && r.menu)?.path : undefined;
}
