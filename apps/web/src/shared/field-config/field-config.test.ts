import { describe, expect, it } from 'vitest';
import { keepShownFields } from './field-config';

const columns = [{ key: 'orderNo' }, { key: 'materialNo' }, { key: 'labels' }, { key: 'price' }, { key: 'vat' }];
const fieldOf = { materialNo: 'materialNo', labels: 'labels', price: 'unitPrice', vat: 'vatNo' };
const keys = (cs: { key: string }[]) => cs.map((c) => c.key);

describe('keepShownFields', () => {
  it('keeps every column while the configuration is unknown or never saved', () => {
    expect(keys(keepShownFields('purchase', null, columns, fieldOf))).toEqual([
      'orderNo',
      'materialNo',
      'labels',
      'price',
      'vat',
    ]);
  });
  it('drops the columns of fields the factory hides; unmapped columns and fields the document lacks stay', () => {
    // The purchase document has no 缸号 field: its column is not configurable there.
    expect(keys(keepShownFields('purchase', ['materialNo', 'labels'], columns, fieldOf))).toEqual([
      'orderNo',
      'materialNo',
      'labels',
      'vat',
    ]);
    expect(keys(keepShownFields('arrival', ['materialNo'], columns, fieldOf))).toEqual(['orderNo', 'materialNo']);
  });
});
