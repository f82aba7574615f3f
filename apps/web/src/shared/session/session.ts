import type { SessionData } from '@gf/contracts';
import { useSyncExternalStore } from 'react';

// The login answer lives in sessionStorage (SPEC section 3): `user_login` holds the whole answer,
// `user_info` the user part. Both vanish with the browser tab, as in the original client.
const loginKey = 'user_login';
const infoKey = 'user_info';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: SessionData | null = null;

export function getSession(): SessionData | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(loginKey);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as SessionData) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function saveSession(session: SessionData): void {
  sessionStorage.setItem(loginKey, JSON.stringify(session));
  sessionStorage.setItem(infoKey, JSON.stringify(session.userInfo));
  notify();
}

export function clearSession(): void {
  try {
    sessionStorage.clear();
  } catch {
    // nothing to clear
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** A boss account (role 1) holds every permission. */
export function hasPermission(code: string | undefined, session: SessionData | null = getSession()): boolean {
  if (!code) return true;
  if (!session) return false;
  if (session.role === 1) return true;
  return session.permissionList.includes(code);
}

/** The name shown in the top bar: `bossCode - loginName`, a boss only the login name. */
export function displayLoginName(session: SessionData): string {
  const { bossCode, loginName } = session.userInfo;
  if (session.role === 1 || !bossCode || loginName.startsWith(`${bossCode}-`)) return loginName;
  return `${bossCode} - ${loginName}`;
}
