import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-fetch';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('early fetch of a list page', () => {
  it('sends at once and hands the same request to the first taker only', async () => {
    const fetch = vi.fn(async () => 'page 1');
    startEarly('k1', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const taken = takeEarly<string>('k1');
    expect(await taken).toBe('page 1');
    expect(takeEarly('k1')).toBeUndefined();
  });

  it('a second start of the same render (StrictMode) sends nothing more; a later mount sends again', () => {
    const fetch = vi.fn(async () => 'page');
    startEarly('k2', fetch);
    vi.advanceTimersByTime(10);
    startEarly('k2', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    startEarly('k2', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an untaken request expires: a later query asks afresh', () => {
    startEarly('k3', async () => 'old');
    vi.advanceTimersByTime(3_001);
    expect(takeEarly('k3')).toBeUndefined();
  });

  it('a failed request nobody took is not an unhandled rejection; a taker still sees the failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarly('k4', async () => Promise.reject(new Error('refused')));
    startEarly('k5', async () => Promise.reject(new Error('refused too')));
    await expect(takeEarly('k5')).rejects.toThrow('refused too');
    await vi.runAllTimersAsync();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
