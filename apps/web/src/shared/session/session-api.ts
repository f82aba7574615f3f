import type { SessionData } from '@gf/contracts';
import { api } from '../api/client';
import { clearSession, saveSession } from './session';

// Session calls the shell needs (the accounts area owns the login pages themselves).

export async function switchUnit(unitId: string): Promise<SessionData> {
  const session = await api.post<SessionData>('login/switchUnit', { unitId });
  saveSession(session);
  return session;
}

export async function logout(): Promise<void> {
  try {
    await api.post('login/logout', {}, { silent: true });
  } catch {
    // leaving anyway
  }
  clearSession();
}
