import { describe, expect, it, vi } from 'vitest';
import { bindFeedback, feedback } from './feedback';

type Apis = Parameters<typeof bindFeedback>[0];

const apis = (name: string) =>
  ({
    message: { name, success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
    notification: { name, success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
    modal: { name, warning: vi.fn(), confirm: vi.fn(), error: vi.fn(), info: vi.fn() },
  }) as unknown as Apis;

describe('feedback', () => {
  it("uses a bound <App>'s instances and goes back to antd's static methods when it unmounts", () => {
    const fallback = feedback.message;
    const shell = apis('shell');
    const unbind = bindFeedback(shell);
    feedback.message.error('x');
    expect(shell.message.error).toHaveBeenCalledWith('x');
    unbind();
    expect(feedback.message).toBe(fallback);
    expect(feedback.modal).not.toBe(shell.modal);
  });

  it('keeps the newer <App> when an older one unmounts after it', () => {
    const older = apis('older');
    const newer = apis('newer');
    const unbindOlder = bindFeedback(older);
    const unbindNewer = bindFeedback(newer);
    unbindOlder();
    expect(feedback.message).toBe(newer.message);
    unbindNewer();
    expect(feedback.message).not.toBe(newer.message);
  });
});
