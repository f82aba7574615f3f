import { z } from 'zod';
import { statusListInput, versionInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

const phonePattern = /^[0-9-]{0,20}$/;

export const supplierFields = {
  name: z.string().trim().min(1, '请输入供应商名称|name is required').max(20),
  /** Blank means "generate from the numbering rule". */
  code: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9-]*$/, '只能是字母、数字和短横线|letters, digits and hyphens only')
    .nullish()
    .transform((v) => (v ? v : null)),
  contacts: optionalText(20),
  mobilePhone: optionalText(20).refine((v) => v === null || phonePattern.test(v), '只能是数字和短横线|digits and hyphens only'),
  telephone: optionalText(20).refine((v) => v === null || phonePattern.test(v), '只能是数字和短横线|digits and hyphens only'),
  bankAccount: optionalText(40),
  bankName: optionalText(30),
  provinceId: optionalText(20),
  cityId: optionalText(20),
  areaId: optionalText(20),
  address: optionalText(50),
  remark: optionalText(200),
};

export const supplierInsertInput = z.object(supplierFields);
export const supplierUpdateInput = z.object({ id: idSchema, version: versionInput.optional(), ...supplierFields });

export const supplierPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
  code: z.string().trim().max(50).optional(),
  phone: z.string().trim().max(50).optional(),
  /** Comma list or array of status codes; 7 = "full mode" showing status 6 as well. */
  statuses: statusListInput.optional(),
});

export type SupplierInsert = z.infer<typeof supplierInsertInput>;
export type SupplierUpdate = z.infer<typeof supplierUpdateInput>;

export interface SupplierRow {
  id: string;
  code: string;
  name: string;
  contacts: string | null;
  mobilePhone: string | null;
  telephone: string | null;
  bankAccount: string | null;
  bankName: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  remark: string | null;
  status: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
}
