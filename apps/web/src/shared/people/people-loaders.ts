import { request } from '../api/client';
import type { OptionLoader, OptionPair } from '../search-select/search-select.logic';

// Pickers for people and roles, used across areas (review configuration, role members, filters).

export interface UnitUser {
  userId: string;
  userName: string;
  loginName: string;
}

function filterLocally(options: OptionPair[], keyword: string): OptionPair[] {
  const k = keyword.trim().toLowerCase();
  return k ? options.filter((o) => o.label.toLowerCase().includes(k)) : options;
}

// Several pickers on one screen share one call; the list is fetched again after a few seconds.
let cached: { at: number; users: Promise<UnitUser[]> } | null = null;
const cacheMs = 5000;

export function fetchUnitUsers(): Promise<UnitUser[]> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.users;
  cached = { at: Date.now(), users: loadUnitUsers() };
  return cached.users;
}

async function loadUnitUsers(): Promise<UnitUser[]> {
  try {
    const answer = await request<UnitUser[]>('POST', 'facUser/getUnitUser', { body: {}, silent: true });
    return answer.code === 0 && Array.isArray(answer.data) ? answer.data : [];
  } catch {
    return [];
  }
}

export const userLabel = (u: UnitUser) =>
  u.loginName && u.loginName !== u.userName ? `${u.userName}（${u.loginName}）` : u.userName;

/** Users of the current factory; searched in the browser (the call answers the whole list). */
export const unitUserLoader: OptionLoader = async (keyword) =>
  filterLocally(
    (await fetchUnitUsers()).map((u) => ({ value: u.userId, label: userLabel(u) })),
    keyword,
  );

/** Roles of the current factory (role/list answers id/name pairs). */
export const roleLoader: OptionLoader = async (keyword) => {
  try {
    const answer = await request<{ id: string; name: string }[]>('GET', 'role/list', { silent: true });
    if (answer.code !== 0 || !Array.isArray(answer.data)) return [];
    return filterLocally(
      answer.data.map((r) => ({ value: r.id, label: r.name })),
      keyword,
    );
  } catch {
    return [];
  }
};
