import { useQuery } from '@tanstack/react-query';
import { fetchUnitUsers } from '../../../shared/people/people-loaders';

/** The factory's users by id, for naming node chargers (the list answers their ids). */
export function useUserNames(): (ids: readonly string[]) => string {
  const users = useQuery({ queryKey: ['unit-users'], queryFn: fetchUnitUsers, staleTime: 60_000 });
  const byId = new Map((users.data ?? []).map((u) => [u.userId, u.userName]));
  return (ids) => ids.map((id) => byId.get(id) ?? id).join('、');
}
