import type { BomTemplateDetail, BomTemplateListRow } from '@gf/contracts';
import { bomTemplateRowInput } from '@gf/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api';
import type { PageAnswer } from './bom-api';

/** A template row as the save call takes it (before the contract's transforms). */
export type BomTemplateRowBody = z.input<typeof bomTemplateRowInput>;

export interface BomTemplateBody {
  name: string;
  remark?: string | null;
  rows: BomTemplateRowBody[];
}

const base = 'common/bom/template';

/** BOM模板 calls (SPEC 7 "BOM templates"). */
export const bomTemplateApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string | undefined }) =>
    api.post<PageAnswer<BomTemplateListRow>>(`${base}/list`, input),
  get: (id: string) => api.get<BomTemplateDetail>(`${base}/${id}`),
  create: (body: BomTemplateBody) => api.post<{ id: string }>(base, body, { successToast: true }),
  update: (id: string, body: BomTemplateBody) => api.put<{ id: string }>(`${base}/${id}`, body, { successToast: true }),
  remove: (id: string) => api.delete<null>(`${base}/${id}`, undefined, { successToast: true }),
  dropDown: (keyword?: string) => api.post<{ value: string; label: string }[]>(`${base}/dropDownList`, { keyword }),
  /** 从Excel导入 goes through the shared ImportDialog (dry run, then commit) with this base. */
  importBase: 'style/bom',
  exportPath: `${base}/export`,
};

export const bomTemplateKeys = {
  all: ['bom-template'] as const,
  detail: (id: string) => ['bom-template', id] as const,
  dropDown: ['bom-template', 'drop-down'] as const,
};
