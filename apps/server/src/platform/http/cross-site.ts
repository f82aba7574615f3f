import type { FastifyRequest } from 'fastify';
import { AppError, Code, type LocalText } from './errors.js';

/**
 * Request forgery guard for calls that change data. The session cookie is SameSite=Lax, so a browser still sends
 * it on a top-level GET navigation from another site (a link in an email, a form on another page in older
 * browsers): such a request must never reverse a bill. Browsers say where a request comes from (Fetch Metadata
 * `Sec-Fetch-Site`, `Origin`, `Referer`); a request that carries none of them is not a browser's cross-site request
 * (other clients of the API, tests) and passes.
 */
export const CROSS_SITE_REFUSED: LocalText = {
  zh: '该操作只能在本系统页面内进行，已拒绝来自其他网站的请求',
  en: 'Refused: this operation can only be made from pages of this system, not from another site',
};

/** The host (with a port when it is not the scheme's default) the request was sent to, as a browser would write it. */
function requestHost(req: FastifyRequest, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${req.host}`).host;
  } catch {
    return null;
  }
}

function isSameHost(req: FastifyRequest, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.host !== '' && url.host === requestHost(req, url.protocol);
}

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Why the request looks forged, or null when it may proceed. */
export function crossSiteReason(req: FastifyRequest, isDataChangingGet: boolean): string | null {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  if (isDataChangingGet) {
    // The web client calls these with fetch; a navigation (a clicked link, also one opened from a mail program,
    // which arrives as Sec-Fetch-Site: none with no Origin or Referer) is never ours.
    if (site === 'none') return 'Sec-Fetch-Site: none';
    if (header(req, 'sec-fetch-mode') === 'navigate') return 'Sec-Fetch-Mode: navigate';
  }
  const origin = header(req, 'origin');
  if (origin !== undefined) return isSameHost(req, origin) ? null : `Origin: ${origin.slice(0, 100)}`;
  const referer = header(req, 'referer');
  if (referer !== undefined) return isSameHost(req, referer) ? null : `Referer: ${referer.slice(0, 100)}`;
  return null;
}

/** Throws the envelope's 40303 when a call that changes data comes from another site. */
export function refuseCrossSite(req: FastifyRequest, isDataChangingGet: boolean): void {
  const reason = crossSiteReason(req, isDataChangingGet);
  if (reason === null) return;
  req.log.warn({ reason, url: req.url }, 'cross-site request refused');
  throw new AppError(Code.crossSiteRefused, CROSS_SITE_REFUSED);
}
