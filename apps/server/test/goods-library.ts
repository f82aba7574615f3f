import { expect } from 'vitest';
import type { Client } from './harness.js';

// Shared set-up of the goods integration tests: a factory's colours, sizes in a size category, lengths.

let n = 0;
export const uniq = (p: string) => `${p}${++n}${Date.now() % 1000}`;

export interface Library {
  colorIds: string[];
  sizeIds: string[];
  standardIds: string[];
  sizeCategoryId: string;
  customerId: string;
}

async function attr(c: Client, type: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await c.call('POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

export async function makeLibrary(c: Client, colours = 3, sizes = 3, lengths = 2): Promise<Library> {
  const group = await c.call('POST', 'fac/common/settings/Category', { name: uniq('色组') });
  const colorNames = ['红', '蓝', '绿', '黑', '白', '灰', '黄'];
  const colorIds: string[] = [];
  for (let i = 0; i < colours; i++)
    colorIds.push(await attr(c, 'COLOR', uniq(colorNames[i % 7]!), { categoryId: group.data.id }));
  const sizeNames = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
  const sizeIds: string[] = [];
  for (let i = 0; i < sizes; i++) sizeIds.push(await attr(c, 'SIZE', uniq(sizeNames[i % 7]!)));
  const standardIds: string[] = [];
  for (let i = 0; i < lengths; i++) standardIds.push(await attr(c, 'STANDARD', uniq('长')));
  const cat = await c.call('POST', 'goodsAttrSizeCategory/config/add', { category: uniq('上衣码'), sizeIds });
  expect(cat.code, cat.msg).toBe(0);
  const customer = await c.call('POST', 'fac/customer/add', { name: uniq('客户') });
  return { colorIds, sizeIds, standardIds, sizeCategoryId: cat.data.id, customerId: customer.data?.id };
}
