import { skuAttrAddInput, type SkuAttrType } from '@gf/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { duplicatesWithinFile, type ImportDefinition, type RowError } from '../../platform/excel/index.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit, readableUnits } from '../../platform/tenancy/scope.js';
import { nameLabel, noLabel } from './attribute-labels.js';
import { insertColorCategory, nextColorCategorySort } from './color-category.repository.js';
import { listColorCategories } from './color-category.service.js';
import { takenNamesAndNos } from './sku-attr.repository.js';
import { insertValue } from './sku-attr.service.js';
import { listSizeCategories } from './size-category.repository.js';

// Excel import (从Excel导入) of colours and sizes on the platform's Excel capability, into the factory's own
// library. A colour names its group (the company's or the factory's; a missing group is created as the factory's);
// a size may name one size category it joins (which must exist). Names and codes are checked against the company's
// library and the factory's own.

interface ValueRow {
  no: string | null;
  name: string;
  /** Colour group name, or size category name. */
  groupName: string | null;
}

const groupHeader = {
  COLOR: { zh: '颜色分组', en: 'Colour group' },
  SIZE: { zh: '尺码组', en: 'Size category' },
} as const;
const groupName = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((v) => v || null);

type Kind = 'COLOR' | 'SIZE';
const byName = async (db: Db, ctx: RequestContext, kind: Kind): Promise<Map<string, string>> =>
  kind === 'COLOR'
    ? new Map((await listColorCategories(db, ctx)).map((g) => [g.name, g.id]))
    : new Map((await listSizeCategories(db, ctx.unitId)).map((c) => [c.category, c.id]));

function rowError(rowNo: number, column: string, header: LocalText, text: LocalText): RowError {
  return { rowNo, column, header, text };
}

function importOf(kind: Kind): ImportDefinition<ValueRow> {
  const type: SkuAttrType = kind;
  const headers = { no: noLabel[type], name: nameLabel[type], groupName: groupHeader[kind] };

  const check = async (db: Db, ctx: RequestContext, rows: { rowNo: number; value: ValueRow }[]): Promise<RowError[]> => {
    const errors = [
      ...duplicatesWithinFile(rows, { key: 'name', header: headers.name }, (r) => r.name),
      ...duplicatesWithinFile(rows, { key: 'no', header: headers.no }, (r) => r.no?.toLowerCase()),
    ];
    const taken = await takenNamesAndNos(
      db,
      readableUnits(ctx, 'skuAttr'),
      type,
      rows.map((r) => r.value.name),
      rows.flatMap((r) => (r.value.no ? [r.value.no] : [])),
    );
    const groups = await byName(db, ctx, kind);
    for (const { rowNo, value } of rows) {
      if (taken.names.has(value.name))
        errors.push(
          rowError(rowNo, 'name', headers.name, { zh: `${headers.name.zh}已存在`, en: `${headers.name.en} already exists` }),
        );
      if (value.no && taken.nos.has(value.no.toLowerCase()))
        errors.push(rowError(rowNo, 'no', headers.no, { zh: `${headers.no.zh}已存在`, en: `${headers.no.en} already exists` }));
      if (kind === 'SIZE' && value.groupName && !groups.has(value.groupName))
        errors.push(rowError(rowNo, 'groupName', headers.groupName, { zh: '尺码组不存在', en: 'no such size category' }));
    }
    return errors;
  };

  const commit = async (trx: Db, ctx: RequestContext, rows: ValueRow[], progress: (done: number) => void): Promise<void> => {
    const groups = await byName(trx, ctx, kind);
    for (const [i, row] of rows.entries()) {
      let groupId = row.groupName ? groups.get(row.groupName) : undefined;
      if (kind === 'COLOR' && row.groupName && !groupId) {
        const owner = owningUnit(ctx, 'colorCategory');
        groupId = (await insertColorCategory(trx, owner, row.groupName, await nextColorCategorySort(trx, owner))).id;
        groups.set(row.groupName, groupId);
      }
      await insertValue(trx, ctx, type, {
        name: row.name,
        no: row.no,
        colorCategoryId: kind === 'COLOR' ? (groupId ?? null) : null,
        sizeCategoryIds: kind === 'SIZE' && groupId ? [groupId] : [],
      });
      if ((i + 1) % 100 === 0 || i + 1 === rows.length) progress(i + 1);
    }
  };

  return {
    kind: kind === 'COLOR' ? 'color' : 'size',
    title: kind === 'COLOR' ? { zh: '颜色', en: 'Colours' } : { zh: '尺码', en: 'Sizes' },
    columns: [
      { key: 'no', header: headers.no, schema: skuAttrAddInput.shape.no, example: kind === 'COLOR' ? 'R01' : '' },
      {
        key: 'name',
        header: headers.name,
        required: true,
        schema: skuAttrAddInput.shape.name,
        example: kind === 'COLOR' ? '大红' : 'XL',
      },
      {
        key: 'groupName',
        header: headers.groupName,
        required: kind === 'COLOR',
        schema: groupName,
        example: kind === 'COLOR' ? '基础色' : '',
      },
    ],
    check,
    commit,
  };
}

export const colorImport = importOf('COLOR');
export const sizeImport = importOf('SIZE');
