import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceCode } from './device-code';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('deviceCode', () => {
  it('makes a random code once and keeps it in localStorage as device_code', () => {
    localStorage.clear();
    const first = deviceCode();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('device_code')).toBe(first);
    expect(deviceCode()).toBe(first);
  });

  it('keeps a code already stored (the same browser after a reload)', () => {
    localStorage.setItem('device_code', 'kept-code');
    expect(deviceCode()).toBe('kept-code');
  });

  it('without storage, one code for the life of the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const first = deviceCode();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceCode()).toBe(first);
  });
});
