import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A page of the route table: a component whose code loads on first use, or earlier through `preload`. */
export type Page = ComponentType & {
  /** Starts loading the page's code (menu hover, idle time); resolves once it can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export (the project uses named exports only), plus `preload`. Once the code
 * is loaded, a new mount renders the page at once: React.lazy alone suspends on every first mount of its
 * instance, and a suspended navigation waits for React to retry (the page's first request left late).
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M): Page {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => ({ default: (loaded = module[name] as ComponentType) }),
      (error: unknown) => {
        pending = undefined; // a failed chunk load can be tried again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function LazyPage() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(LazyPage, { preload });
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
  /** 'phone': the page alone, without the side menu and tabs (the workbay phone screens, 360 px wide). */
  layout?: 'phone';
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
