import { describe, expect, it } from 'vitest';
import { captchaState, generateCaptchaCode, MAX_TRIES, resendWaitSeconds, sameCode } from './captcha.service.js';

const now = new Date('2026-11-22T10:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('generateCaptchaCode', () => {
  it('is always six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateCaptchaCode()).toMatch(/^\d{6}$/);
  });
});

describe('resendWaitSeconds', () => {
  it.each([
    ['never sent', undefined, 0],
    ['sent just now', at(0), 60],
    ['sent 59.5 s ago', at(-59_500), 1],
    ['sent exactly 60 s ago', at(-60_000), 0],
    ['sent 2 minutes ago', at(-120_000), 0],
  ])('%s -> wait %i s', (_label, last, wait) => {
    expect(resendWaitSeconds(last, now)).toBe(wait);
  });
});

describe('captchaState', () => {
  const live = { attempts: 0, expiresAt: at(60_000), usedAt: null };
  it.each([
    ['fresh', live, 'live'],
    ['missing', undefined, 'dead'],
    ['expired', { ...live, expiresAt: at(-1) }, 'dead'],
    ['expiring this instant', { ...live, expiresAt: now }, 'dead'],
    ['used', { ...live, usedAt: at(-1000) }, 'dead'],
    ['one try left', { ...live, attempts: MAX_TRIES - 1 }, 'live'],
    ['out of tries', { ...live, attempts: MAX_TRIES }, 'dead'],
  ] as const)('%s -> %s', (_label, row, state) => {
    expect(captchaState(row, now)).toBe(state);
  });
});

describe('sameCode', () => {
  it('compares exactly, whatever the lengths', () => {
    expect(sameCode('012345', '012345')).toBe(true);
    expect(sameCode('012345', '12345')).toBe(false);
    expect(sameCode('012345', '012346')).toBe(false);
  });
});
