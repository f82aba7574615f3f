import { pairLoader, type OptionLoader } from '../../../shared/search-select';
import { cuttingApi } from '../api/cutting-api';

/** Styles by number (the value is the style's id). */
export const styleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  {
    value: 'goodsId',
    label: (r) => `${r.styleNo} ${r.styleName}`,
  },
);

/** Missions with a bundle cutting node (the value is the mission's id). */
export const missionLoader: OptionLoader = async (keyword) => {
  const seen = new Map<string, string>();
  for (const n of await cuttingApi.nodes(keyword || undefined)) seen.set(n.missionId, `${n.missionNo} · ${n.styleNo}`);
  return [...seen].map(([value, label]) => ({ value, label }));
};

/** Colours / sizes of the company's and the factory's libraries. */
const attrLoader = (type: 'COLOR' | 'SIZE') =>
  pairLoader<{ id: string; name: string }>(
    'fac/unit/settings/getCommonSkuAttrList',
    { value: 'id', label: 'name' },
    { extra: { type } },
  );
export const colorLoader = attrLoader('COLOR');
export const sizeLoader = attrLoader('SIZE');
