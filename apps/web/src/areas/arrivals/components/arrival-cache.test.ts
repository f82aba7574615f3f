import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateSavedArrival } from './arrival-cache';

describe('invalidateSavedArrival', () => {
  it('marks the detail, the workflow state and the payables of the saved arrival stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      detailByNo: ['arrival', 'DL2611230001'],
      form: ['arrival', '7'],
      workflow: ['bill-workflow', 'MATERIALS_ARRIVE', '7'],
      amounts: ['arrival-amounts', 'MATERIALS_ARRIVE', '7', 0],
      otherWorkflow: ['bill-workflow', 'MATERIALS_ARRIVE', '8'],
      notice: ['arrival-notice', '3'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { any: 1 });
    await invalidateSavedArrival(client, 'MATERIALS_ARRIVE', '7');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.detailByNo)).toBe(true);
    expect(stale(keys.form)).toBe(true);
    expect(stale(keys.workflow)).toBe(true);
    expect(stale(keys.amounts)).toBe(true);
    expect(stale(keys.otherWorkflow)).toBe(false);
    expect(stale(keys.notice)).toBe(false);
  });
});
