import { z } from 'zod';
import { optionalIntInput } from './number-input.js';

/** pageNo (or the older pageNum) and pageSize, as the original clients send them (blank: the first page, 20 rows). */
export const pagingInput = z.object({
  pageNo: optionalIntInput({ min: 1, max: 2147483647 }),
  pageNum: optionalIntInput({ min: 1, max: 2147483647 }),
  pageSize: optionalIntInput({ min: 1, max: 10000 }).transform((v) => v ?? 20),
});

export type PagingInput = z.infer<typeof pagingInput>;

export function pageOf(input: { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number }): {
  pageNo: number;
  pageSize: number;
  offset: number;
} {
  const pageNo = input.pageNo ?? input.pageNum ?? 1;
  return { pageNo, pageSize: input.pageSize, offset: (pageNo - 1) * input.pageSize };
}

/** An id as the wire carries it: digits, as a string or a number. */
export const idSchema = z
  .union([z.string().regex(/^\d{1,18}$/, '请输入正确的编号|must be a numeric id'), z.number().int().positive()])
  .transform(String);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
