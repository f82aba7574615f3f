import type { QueryClient } from '@tanstack/react-query';
import { workflowQueryKey } from '../../../bill';

/**
 * After an arrival is saved (and maybe submitted) the cached copies of it are stale: its detail (by number or id,
 * also the edit form's copy), its workflow state (status and the allowed buttons of the bill frame) and its
 * payables. They are invalidated so the detail page the form goes to next fetches them again instead of showing the
 * bill as it was before the edit (the app keeps query data fresh for 10 s).
 */
export function arrivalQueryKeys(billType: string, id: string) {
  return [['arrival'], workflowQueryKey(billType, id), ['arrival-amounts', billType, id]] as const;
}

export function invalidateSavedArrival(client: QueryClient, billType: string, id: string): Promise<unknown> {
  return Promise.all(arrivalQueryKeys(billType, id).map((queryKey) => client.invalidateQueries({ queryKey })));
}
