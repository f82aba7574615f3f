import { NODE_TYPES, type PrcdNodeBrief, type PrcdTemplateDetail, type PrcdTemplateListRow } from '@gf/contracts';
import { api, request } from '../api';
import { currentLanguage } from '../i18n';
import type { OptionLoader } from '../search-select';

// Node definitions and templates (server areas/process-nodes) as other areas' screens read them: the missions
// screens and the production order's 一键转工单. Web areas never import each other, so these live here.

const rowsOf = <R>(data: unknown, key: string): R[] => {
  if (Array.isArray(data)) return data as R[];
  const d = data as Record<string, unknown> | null;
  const inner = d?.[key] ?? d?.list;
  return Array.isArray(inner) ? (inner as R[]) : [];
};

/** A node type's name in the interface's language (数量型 / Quantity). */
export function nodeTypeName(code: string): string {
  const type = NODE_TYPES.find((t) => t.code === code);
  if (!type) return code;
  return currentLanguage() === 'en' ? type.en : type.zh;
}

export const templateLoader: OptionLoader = async (keyword) => {
  const answer = await request<unknown>('GET', 'prcd-templates', {
    silent: true,
    params: { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
  }).catch(() => null);
  if (!answer || answer.code !== 0) return [];
  return rowsOf<PrcdTemplateListRow>(answer.data, 'templates').map((r) => ({ value: r.id, label: r.name }));
};

/** 节点名称 choices: "name（type）"; the record carries the type for the row. */
export const nodeLoader: OptionLoader = async (keyword) => {
  const answer = await request<unknown>('GET', 'prcd-nodes/details', {
    silent: true,
    params: keyword ? { keyword } : {},
  }).catch(() => null);
  if (!answer || answer.code !== 0) return [];
  return rowsOf<PrcdNodeBrief>(answer.data, 'prcdNodes').map((n) => ({
    value: n.id,
    label: `${n.name}（${nodeTypeName(n.typeCode)}）`,
    record: { ...n },
  }));
};

export const processApi = {
  template: (id: string) =>
    api
      .get<PrcdTemplateDetail | { template: PrcdTemplateDetail }>(`prcd-templates/${id}`)
      .then((a) => ('template' in a ? a.template : a)),
};
