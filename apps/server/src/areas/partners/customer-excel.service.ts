import { customerInput } from '@gf/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { duplicatesWithinFile, type ImportDefinition, type RowError } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listGroupsWithCustomers } from './customer-group.repository.js';
import { insertCustomers, takenCustomerNames } from './customer.repository.js';

// Customer import (从Excel导入) on the platform's Excel capability: a group is named, not numbered.

interface CustomerImportRow {
  name: string;
  groupName: string | null;
  contacts: string | null;
  phone: string | null;
  address: string | null;
  remark: string | null;
}
const headers = {
  name: { zh: '客户名称', en: 'Customer name' },
  groupName: { zh: '客户分组', en: 'Group' },
  contacts: { zh: '联系人', en: 'Contact' },
  phone: { zh: '手机号码', en: 'Phone' },
  address: { zh: '地址', en: 'Address' },
  remark: { zh: '备注', en: 'Remark' },
};
const BATCH = 500;
const shape = customerInput.shape;

async function groupIdsByName(db: Db, unitId: string): Promise<Map<string, string>> {
  return new Map((await listGroupsWithCustomers(db, unitId)).map((g) => [g.groupName, g.groupId]));
}

async function checkCustomers(
  db: Db,
  ctx: RequestContext,
  rows: { rowNo: number; value: CustomerImportRow }[],
): Promise<RowError[]> {
  const errors = duplicatesWithinFile(rows, { key: 'name', header: headers.name }, (r) => r.name);
  const taken = await takenCustomerNames(
    db,
    ctx.unitId,
    rows.map((r) => r.value.name),
  );
  const groups = await groupIdsByName(db, ctx.unitId);
  for (const { rowNo, value } of rows) {
    if (taken.has(value.name))
      errors.push({
        rowNo,
        column: 'name',
        header: headers.name,
        text: { zh: '客户名称已存在', en: 'customer name already exists' },
      });
    if (value.groupName && !groups.has(value.groupName))
      errors.push({
        rowNo,
        column: 'groupName',
        header: headers.groupName,
        text: { zh: '客户分组不存在', en: 'no such customer group' },
      });
  }
  return errors;
}

async function commitCustomers(
  trx: Db,
  ctx: RequestContext,
  rows: CustomerImportRow[],
  progress: (done: number) => void,
): Promise<void> {
  const groups = await groupIdsByName(trx, ctx.unitId);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(({ groupName, ...fields }) => ({
      ...fields,
      groupId: groupName ? (groups.get(groupName) ?? null) : null,
    }));
    await insertCustomers(trx, ctx.unitId, ctx.userId, batch);
    progress(start + batch.length);
  }
}

export const customerImport: ImportDefinition<CustomerImportRow> = {
  kind: 'customer',
  title: { zh: '客户档案', en: 'Customers' },
  columns: [
    { key: 'name', header: headers.name, required: true, schema: shape.name, example: '杭州四季青张记', width: 22 },
    {
      key: 'groupName',
      header: headers.groupName,
      schema: z
        .string()
        .trim()
        .max(20)
        .nullish()
        .transform((v) => v || null),
      example: '批发客户',
    },
    { key: 'contacts', header: headers.contacts, schema: shape.contacts, example: '张三' },
    { key: 'phone', header: headers.phone, schema: shape.phone, example: '13800000000' },
    { key: 'address', header: headers.address, schema: shape.address, example: '杭州市上城区', width: 30 },
    { key: 'remark', header: headers.remark, schema: shape.remark, example: '老客户', width: 30 },
  ],
  check: checkCustomers,
  commit: commitCustomers,
};
