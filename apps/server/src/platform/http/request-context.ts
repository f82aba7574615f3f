import type { FastifyRequest } from 'fastify';
import { rememberedSession, rememberSession } from '../auth/session-cache.js';
import { touchSession, touchSessionWithUser, SESSION_COOKIE, type ActiveSession } from '../auth/sessions.js';
import type { RequestContext, Visitor } from '../tenancy/context.js';
import { AppError, Code, type Lang } from './errors.js';

export function langOf(req: FastifyRequest): Lang {
  const header = String(req.headers['lang'] ?? req.headers['accept-language'] ?? '');
  return header.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function headerText(req: FastifyRequest, name: string): string | null {
  const raw = req.headers[name.toLowerCase()];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return decodeURIComponent(raw).slice(0, 200);
  } catch {
    return raw.slice(0, 200);
  }
}

export function visitorOf(req: FastifyRequest): Visitor {
  return { ip: req.ip, ipArea: headerText(req, 'ipArea'), logSource: headerText(req, 'logSource') };
}

/** The device a call comes from: the client's stable code (header `deviceCode`) and a readable name. */
export interface ClientDevice {
  code: string | null;
  name: string | null;
}

export function clientDeviceOf(req: FastifyRequest): ClientDevice {
  const raw = req.headers['devicecode'];
  const code = typeof raw === 'string' ? raw.trim() : '';
  const agent = req.headers['user-agent'];
  return {
    // Longer than any client makes: not a code of ours, treated as none.
    code: code && code.length <= 64 ? code : null,
    name: typeof agent === 'string' && agent ? userAgentLabel(agent) : null,
  };
}

/** "Chrome / Windows" from a User-Agent, so a manager can tell the devices apart; else its start. */
export function userAgentLabel(agent: string): string {
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/MicroMessenger/, 'WeChat'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([re]) => re.test(agent))?.[1];
  const system = systems.find(([re]) => re.test(agent))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' / ');
  return agent.slice(0, 50);
}

export function sessionIdOf(req: FastifyRequest): string | undefined {
  return req.cookies?.[SESSION_COOKIE] ?? (typeof req.headers['sid'] === 'string' ? req.headers['sid'] : undefined);
}

const sessionMessages = {
  expired: { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' },
  PASSWORD_RESET: { zh: '密码已重置，请重新登录', en: 'Your password was reset, please log in again' },
  USER_DISABLED: { zh: '账号已停用', en: 'This account has been disabled' },
  REPLACED: { zh: '您已在其他地方登录', en: 'You have signed in elsewhere' },
  UNIT_UNLINKED: {
    zh: '您已不再关联该工厂，请重新登录',
    en: 'Your account is no longer linked to this factory; please sign in again',
  },
  UNIT_SWITCHED: {
    zh: '已在其他窗口切换工厂，请刷新页面',
    en: 'The factory was switched in another window; the page will reload',
  },
};

/** Resolves the caller from the session cookie; throws the 440 / 1001 answers of SPEC section 8. */
export async function resolveContext(req: FastifyRequest, needsUnit: boolean): Promise<RequestContext> {
  const { db, config } = req.server;
  const sid = sessionIdOf(req);
  if (!sid) throw new AppError(Code.sessionExpired, sessionMessages.expired);
  const remembered = rememberedSession(db, sid);
  let session: ActiveSession | undefined;
  let permissions: ReadonlySet<string>;
  if (remembered) ({ session, permissions } = remembered);
  else {
    const startedAt = Date.now();
    session = await touchSessionWithUser(db, sid, config.sessionTtlMs);
    permissions = session
      ? rememberSession(db, sid, session, startedAt, startedAt + config.sessionTtlMs).permissions
      : new Set<string>();
  }
  if (!session) {
    const why = await touchSession(db, sid, config.sessionTtlMs);
    if (why.state === 'ended') {
      const text = sessionMessages[why.reason as keyof typeof sessionMessages] ?? sessionMessages.REPLACED;
      throw new AppError(Code.sessionEnded, text);
    }
    throw new AppError(Code.sessionExpired, sessionMessages.expired);
  }
  if (!session.isEnabled) throw new AppError(Code.sessionEnded, sessionMessages.USER_DISABLED);
  if (needsUnit && !session.unitId) throw new AppError(Code.sessionExpired, sessionMessages.expired);
  // The client repeats the unit it believes it is in; a different one means another tab switched factory.
  const claimedUnit = req.headers['unitid'];
  if (needsUnit && typeof claimedUnit === 'string' && claimedUnit !== '' && claimedUnit !== session.unitId) {
    throw new AppError(Code.sessionEnded, sessionMessages.UNIT_SWITCHED);
  }
  const unitId = session.unitId ?? '';
  const user = {
    id: session.userId,
    bossUnitId: session.bossUnitId,
    kind: session.kind,
    loginName: session.loginName,
    userName: session.userName,
  };
  return {
    sessionId: sid,
    userId: user.id,
    unitId,
    bossUnitId: user.bossUnitId,
    userKind: user.kind,
    loginName: user.loginName,
    userName: user.userName,
    // Read-only: the same set serves every call of the remembered session.
    permissions: unitId ? permissions : new Set<string>(),
    lang: langOf(req),
    visitor: visitorOf(req),
  };
}
