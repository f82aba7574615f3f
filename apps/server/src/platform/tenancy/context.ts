import type { Lang } from '../http/errors.js';

/**
 * Who is asking, taken from the session alone (never from headers or bodies).
 * Repositories take it and scope every query by unitId.
 */
export interface RequestContext {
  sessionId: string;
  userId: string;
  /** Current factory; empty for an account that has no factory yet (auth 'user' routes only). */
  unitId: string;
  bossUnitId: string;
  userKind: 'BOSS' | 'STAFF' | 'WORKBAY';
  loginName: string;
  userName: string;
  permissions: ReadonlySet<string>;
  lang: Lang;
  visitor: Visitor;
}

export interface Visitor {
  ip: string;
  ipArea: string | null;
  logSource: string | null;
}

export function can(ctx: RequestContext, permission: string): boolean {
  return ctx.userKind === 'BOSS' || ctx.permissions.has(permission);
}
