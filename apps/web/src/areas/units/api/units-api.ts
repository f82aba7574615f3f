import type { MeasureUnitRow } from '@gf/contracts';
import { api } from '../../../shared/api';

export interface MeasureUnitForm {
  name: string;
  isPiece: boolean;
  baseUnitId: string | null;
  baseRatio: string | null;
  sort?: number;
  remark: string | null;
}

const U = 'fac/measureUnit';

export const unitsApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.post<{ list: MeasureUnitRow[]; totalCount: number }>(`${U}/page`, { ...input, includeDisabled: true }),
  /** Enabled units (and `withIds`): the dropdown's list, also the base-unit choices. */
  options: (keyword?: string) => api.get<MeasureUnitRow[]>(`${U}/options`, { keyword }),
  add: (form: MeasureUnitForm) => api.post<MeasureUnitRow>(`${U}/add`, form),
  update: (id: string, form: MeasureUnitForm) => api.post<MeasureUnitRow>(`${U}/update`, { ...form, id }),
  stopUse: (id: string, isDisabled: boolean) => api.post<MeasureUnitRow>(`${U}/stopUse`, { id, isDisabled }),
  remove: (id: string) => api.post<null>(`${U}/delete`, { id }),
};
