import { useMutation } from '@tanstack/react-query';
import { routes, type StartExclusionInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** A time-out or self-exclusion: the server ends every session of the member at once. */
export const useStartExclusion = () =>
  useMutation({
    mutationFn: (body: StartExclusionInput) => apiCall(routes.startExclusion, { body }),
    // The confirmation dialog shows the refusal.
    meta: { showsRefusal: true },
  });
