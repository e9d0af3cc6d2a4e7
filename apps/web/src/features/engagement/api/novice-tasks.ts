import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type NoviceTaskCode } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

export const noviceTasksKey = (token: string | null) =>
  ['engagement', 'novice-tasks', token] as const;

/** §2.1 /m/activity/noviceTask: each task's state as the server reads it. */
export const noviceTasksOptions = (token: string | null) =>
  queryOptions({
    queryKey: noviceTasksKey(token),
    queryFn: ({ signal }) => apiCall(routes.noviceTasks, { signal }),
    enabled: token !== null,
  });

export const useNoviceTasks = () => useQuery(noviceTasksOptions(useSession()?.token ?? null));

export const claimTaskRequest = (task: NoviceTaskCode) =>
  apiCall(routes.claimNoviceTask, { body: { task } });
