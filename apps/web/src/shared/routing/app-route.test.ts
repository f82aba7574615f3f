import '../../test/setup';
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, menuEntryOf, routeTitleKey, type AppRoute, type Page } from './app-route';

const page = null as unknown as Page;
const routes: AppRoute[] = [
  { path: '/materialArchives', titleKey: 'a', menu: { group: 'masterData' }, component: page },
  { path: '/materialInfo/:id', titleKey: 'b', menuParent: '/materialArchives', component: page },
  { path: '/profile', titleKey: 'c', component: page },
  { path: '/broken', titleKey: 'd', menuParent: '/nowhere', component: page },
];

describe('menuEntryOf', () => {
  it('lights a menu route itself and a detail route its declared parent', () => {
    expect(menuEntryOf(routes[0], routes)).toBe('/materialArchives');
    expect(menuEntryOf(routes[1], routes)).toBe('/materialArchives');
  });
  it('lights nothing for a page without a parent, an unknown parent or no route', () => {
    expect(menuEntryOf(routes[2], routes)).toBeUndefined();
    expect(menuEntryOf(routes[3], routes)).toBeUndefined();
    expect(menuEntryOf(undefined, routes)).toBeUndefined();
  });
});

describe('routeTitleKey', () => {
  const form: AppRoute = {
    path: '/newPurchase',
    titleKey: 'new',
    modes: [{ param: 'type', value: 'pickUpDelivery', titleKey: 'pickUp' }],
    component: page,
  };
  it("takes the title of the mode the URL's search picks", () => {
    expect(routeTitleKey(form, '?type=pickUpDelivery')).toBe('pickUp');
    expect(routeTitleKey(form, new URLSearchParams('demandIds=1,2&type=pickUpDelivery'))).toBe('pickUp');
  });
  it("keeps the route's own title without a mode, with another value, or on a route without modes", () => {
    expect(routeTitleKey(form, '')).toBe('new');
    expect(routeTitleKey(form, '?type=other&id=7')).toBe('new');
    expect(routeTitleKey(routes[0]!, '?type=pickUpDelivery')).toBe('a');
  });
});

describe('lazyPage', () => {
  const hello = () => createElement('p', null, 'hello');
  const showIn = (page: Page, fallback: () => null) =>
    render(createElement(Suspense, { fallback: createElement(fallback) }, createElement(page)));

  it('loads nothing until asked, then once however often preloaded; a preloaded page renders without suspending', async () => {
    const load = vi.fn(async () => ({ Hello: hello }));
    const page = lazyPage(load, 'Hello');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload(), page.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    const fallback = vi.fn(() => null);
    showIn(page, fallback);
    expect(screen.getByText('hello')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('a page not loaded yet suspends on its first mount and loads its code itself', async () => {
    const load = vi.fn(async () => ({ Hello: hello }));
    const fallback = vi.fn(() => null);
    showIn(lazyPage(load, 'Hello'), fallback);
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof hello }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ Hello: hello });
    const page = lazyPage(load, 'Hello');
    await expect(page.preload()).rejects.toThrow('chunk missing');
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
