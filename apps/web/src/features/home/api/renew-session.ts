import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { routes } from '@lotto/contract';

/** §2.3 when logged in, home renews the session once per visit. */
export const useSessionRenew = () => {
  const token = useSession()?.token ?? null;
  const renewed = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: async () => {
      await apiCall(routes.sessionRenew);
    },
  });
  useEffect(() => {
    if (!token || renewed.current === token) return;
    renewed.current = token;
    mutate();
  }, [token, mutate]);
};
