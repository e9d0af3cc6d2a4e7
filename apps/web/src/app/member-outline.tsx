import type { QueryClient } from '@tanstack/react-query';
import { StatusGate } from '@/features/system-status/components/status-gate';
import { RouterRoot } from '@/lib/router';
import { AppLayout } from './layout/app-layout';
import { AppProvider } from './provider';

/**
 * What the server sends a member of a page that needs a session (server/render-first-view.tsx):
 * the frame as a member sees it before any of their figures has come (the top bar with the page's
 * title and the balance's placeholder, the bottom menu) around an empty page. The server knows no
 * member and keeps no member's data: it is the same for every member. The app renders the page in
 * its place once the member's own answers are in.
 */
export const MemberOutline = ({ queryClient }: { queryClient: QueryClient }) => (
  <AppProvider queryClient={queryClient}>
    <StatusGate>
      <RouterRoot>
        <AppLayout>
          <section className="page" aria-busy="true" />
        </AppLayout>
      </RouterRoot>
    </StatusGate>
  </AppProvider>
);
