import type { ReactNode } from 'react';
import type { AppRoute, MenuSection } from '../routes';

export interface ShortcutSection {
  key: string;
  titleKey: string;
  icon: ReactNode;
  routes: AppRoute[];
}

const homePath = '/home';

/**
 * The home page's tiles from the side menu's sections: the menu's top-level pages (but 首页 itself) together first
 * under 常用功能, then each group with its pages; a section left without a page is dropped.
 */
export function shortcutSections(sections: readonly MenuSection[]): ShortcutSection[] {
  const topLevel = sections.flatMap((s) => (s.group || s.route.path === homePath ? [] : [s.route]));
  const shortcuts: ShortcutSection = { key: 'shortcuts', titleKey: 'home.shortcuts', icon: null, routes: topLevel };
  const groups = sections.flatMap((s) =>
    s.group ? [{ key: s.group.key, titleKey: s.group.titleKey, icon: s.group.icon, routes: s.routes }] : [],
  );
  return [shortcuts, ...groups].filter((s) => s.routes.length > 0);
}

/** The greeting of the hour: 上午 before noon, 下午 until six, then 晚上. */
export function greetingKey(now: Date): string {
  const hour = now.getHours();
  return hour < 12 ? 'home.morning' : hour < 18 ? 'home.afternoon' : 'home.evening';
}
