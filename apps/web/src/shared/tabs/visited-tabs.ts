import { useCallback, useSyncExternalStore } from 'react';

// Visited pages as tabs (reference 01 section 2). Each tab remembers its last full URL, so going
// back to a list's tab restores its filters and page (they live in the URL).

export interface VisitedTab {
  path: string;
  url: string;
  titleKey: string;
  /** The title the page itself shows (set by its PageHeader), so the tab reads exactly as the page. */
  title?: string;
  /** The language `title` is in: after a language switch a tab not shown since reads its route's title. */
  titleLanguage?: string;
}

const storageKey = 'visited_tabs';
const listeners = new Set<() => void>();
let tabs: VisitedTab[] = read();

function read(): VisitedTab[] {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as VisitedTab[]) : [];
  } catch {
    return [];
  }
}

function write(next: VisitedTab[]): void {
  tabs = next;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // storage full or disabled: tabs last for this page only
  }
  for (const l of listeners) l();
}

export function visitTab(tab: VisitedTab): void {
  const index = tabs.findIndex((t) => t.path === tab.path);
  if (index < 0) write([...tabs, tab]);
  // Another record on the same route: its page will name itself again.
  else if (tabs[index]?.url !== tab.url || tabs[index]?.titleKey !== tab.titleKey)
    write(tabs.map((t, i) => (i === index ? tab : t)));
}

/** The page on the tab `path` names itself: the tab shows that title. */
export function setTabTitle(path: string, title: string, language: string): void {
  if (tabs.some((t) => t.path === path && (t.title !== title || t.titleLanguage !== language)))
    write(tabs.map((t) => (t.path === path ? { ...t, title, titleLanguage: language } : t)));
}

/** What a tab reads: its page's own title in the current language, else its route's title. */
export function tabLabel(tab: VisitedTab, language: string, routeTitle: (key: string) => string): string {
  return tab.title && tab.titleLanguage === language ? tab.title : routeTitle(tab.titleKey);
}

/**
 * Where to go after closing the tab `closed` (a route path such as /materialInfo/:id): nowhere when it was
 * not the active tab; else the tab that took its place (its right neighbour, or the new last tab), or home.
 */
export function urlAfterClose(before: readonly VisitedTab[], closed: string, active: string, homePath: string): string | null {
  if (closed !== active) return null;
  const index = before.findIndex((t) => t.path === closed);
  const remaining = before.filter((t) => t.path !== closed);
  const neighbour = remaining[Math.min(Math.max(index, 0), remaining.length - 1)];
  return neighbour ? neighbour.url : homePath;
}

/** Removes tabs; answers the tabs that remain. */
export function closeTabs(keep: (tab: VisitedTab) => boolean): VisitedTab[] {
  const next = tabs.filter(keep);
  write(next);
  return next;
}

export function useVisitedTabs(): VisitedTab[] {
  const subscribe = useCallback((l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, []);
  return useSyncExternalStore(subscribe, () => tabs);
}

/** Closes the tab of one page (e.g. a detail page whose record was just deleted). */
export function closeTab(path: string): void {
  closeTabs((tab) => tab.path !== path);
}
