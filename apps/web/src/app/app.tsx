import { StatusGate } from '@/features/system-status/components/status-gate';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export const App = () => (
  <AppProvider>
    <StatusGate>
      <AppRouter />
    </StatusGate>
  </AppProvider>
);
