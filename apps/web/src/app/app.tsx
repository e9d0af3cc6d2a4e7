import type { QueryClient } from '@tanstack/react-query';
import { StatusGate } from '@/features/system-status/components/status-gate';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export const App = ({ queryClient }: { queryClient?: QueryClient }) => (
  <AppProvider queryClient={queryClient}>
    <StatusGate>
      <AppRouter />
    </StatusGate>
  </AppProvider>
);
