import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './sessions.js';

export function setSessionCookie(reply: FastifyReply, sid: string, ttlMs: number): void {
  reply.setCookie(SESSION_COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: Math.floor(ttlMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
