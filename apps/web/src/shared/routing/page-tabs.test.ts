import { describe, expect, it } from 'vitest';
import { pageTabs, registerPageTabs } from './page-tabs';

const tab = (key: string, titleKey = `t.${key}`) => ({ key, titleKey, component: () => null });

describe('page tabs', () => {
  it('a slot nobody registered has no tabs', () => {
    expect(pageTabs('goodsDetail')).toEqual([]);
  });
  it('keeps registration order and replaces a tab registered again under the same key', () => {
    registerPageTabs('goodsDetail', [tab('bom'), tab('cost')]);
    registerPageTabs('goodsDetail', [tab('bom', 't.bom2')]);
    expect(pageTabs('goodsDetail').map((t) => [t.key, t.titleKey])).toEqual([
      ['cost', 't.cost'],
      ['bom', 't.bom2'],
    ]);
  });
});
