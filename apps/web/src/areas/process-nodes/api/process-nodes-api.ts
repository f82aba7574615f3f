import type {
  NodeTypeClass,
  PrcdNodeBrief,
  PrcdNodeRow,
  PrcdTemplateDetail,
  PrcdTemplateListRow,
  WorkshopSectionRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select';

// The calls of server areas/process-nodes (node definitions, workshop sections, process templates).

export type NodeForm = Omit<PrcdNodeRow, 'id' | 'lock' | 'templateCount' | 'workshopSectionName' | 'tags'> & {
  tags: { id?: string; name: string }[];
};
export type TemplateForm = Record<string, unknown>;

export const processNodesApi = {
  types: () => api.get<{ classes: NodeTypeClass[] }>('prcd-node-types'),
  page: (q: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.get<{ list: PrcdNodeRow[]; totalCount: number }>('prcd-nodes', q),
  details: (keyword?: string) => api.get<PrcdNodeBrief[]>('prcd-nodes/details', keyword ? { keyword } : {}),
  node: (id: string) => api.get<PrcdNodeRow>(`prcd-nodes/${id}`),
  createNode: (form: NodeForm) => api.post<PrcdNodeRow>('prcd-nodes', form),
  updateNode: (id: string, form: NodeForm) => api.put<PrcdNodeRow>('prcd-nodes', { ...form, id }),
  removeNode: (id: string) => api.delete<null>(`prcd-nodes/${id}`),
  sections: () => api.get<WorkshopSectionRow[]>('workshopSection/query'),
  createSection: (name: string) => api.post<WorkshopSectionRow>('workshopSection/create', { name }),
  templates: (q: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.get<{ list: PrcdTemplateListRow[]; totalCount: number }>('prcd-templates', q),
  template: (id: string) => api.get<PrcdTemplateDetail>(`prcd-templates/${id}`),
  createTemplate: (form: TemplateForm) => api.post<PrcdTemplateDetail>('prcd-templates', form),
  updateTemplate: (id: string, form: TemplateForm) => api.put<PrcdTemplateDetail>('prcd-templates', { ...form, id }),
  removeTemplate: (id: string) => api.delete<null>(`prcd-templates/${id}`),
  setReview: (id: string, reportNeedsReview: boolean) =>
    api.put<PrcdTemplateDetail>(`prcd-templates/${id}/report-review`, { reportNeedsReview }),
  checkName: (name: string, id?: string) =>
    api.get<{ exists: boolean }>('fac/template/checkTemplateName', id ? { name, id } : { name }),
};

/** Material kinds (到料型 nodes' 物料分类). */
export const materialKindLoader = pairLoader<{ id: string; noName: string }>(
  'fac/materials/listMaterialsKinds',
  { value: 'id', label: 'noName' },
  { method: 'GET', keywordKey: 'key', extra: { pageNo: 1, pageSize: 50, upDown: 0 } },
);

/** The factory's storehouses (默认仓库). */
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});

/** Workshop sections (车间工段). */
export const sectionLoader = pairLoader<{ id: string; name: string }>(
  'workshopSection/query',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);
