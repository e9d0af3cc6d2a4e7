import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { paths } from '@/config/paths';
import { useLocation, useNavigate } from '@/lib/router';
import { getSessionEnded, subscribeSessionEnded } from '@/lib/session-ended';
import { useSettings } from '@/lib/settings';
import { featureMessagesReady } from '@/lib/feature-messages';
import { showsAndroidUpdatePrompt } from '@/lib/platform';
import { closeAgentPopup, useAgentPopupOpen } from '@/components/member/agent-popup-store';
import { useSession } from '@/lib/use-session';
import { useRegisterModal } from '@/lib/register-modal-store';
import { pageRouteOf } from '../route-table';
import { BottomMenu } from './bottom-menu';
import { PageFade } from './page-fade';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { ToastLayer } from './toast-layer';
import { UpdateLayer } from './update-layer';
import { DomainLayer } from './domain-layer';

// Overlays load on first use: the first view does not pay for them.
const SidePanel = lazy(() => import('./side-panel').then((m) => ({ default: m.SidePanel })));
const ServicePopup = lazy(() =>
  import('./service-popup').then((m) => ({ default: m.ServicePopup })),
);
const AgentPopup = lazy(() => import('./agent-popup').then((m) => ({ default: m.AgentPopup })));
const SessionEndedDialog = lazy(() =>
  import('./session-ended-dialog').then((m) => ({ default: m.SessionEndedDialog })),
);
const DownloadPopup = lazy(async () => {
  const m = await import('@/features/install/components/top-bar-download');
  await featureMessagesReady();
  return { default: m.TopBarDownloadPopup };
});
const AndroidUpdatePrompt = lazy(async () => {
  const m = await import('@/features/install/components/android-update-prompt');
  await featureMessagesReady();
  return { default: m.AndroidUpdatePrompt };
});
const RegisterModal = lazy(async () => {
  const m = await import('@/features/auth/components/register-modal');
  await featureMessagesReady();
  return { default: m.RegisterModal };
});
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

// Issue 34: a member's reality checks, over every page; loaded once a member is signed in.
const RealityCheckDialog = lazy(() =>
  import('@/features/protection/components/reality-check-dialog').then((m) => ({
    default: m.RealityCheckDialog,
  })),
);

/**
 * Each overlay waits for its own code alone: under one shared boundary, the reality check's code
 * loading at sign-up hid the register modal's success screen and held back its next step.
 */
const OnDemand = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);

type Overlay = 'none' | 'side-panel' | 'service' | 'sign-out' | 'download';

/** §2.2 the frame of every page: top bar, page, footer, bottom menu and their overlays. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSettings();
  const route = pageRouteOf(pathname);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const sessionEnded = useSyncExternalStore(
    subscribeSessionEnded,
    getSessionEnded,
    getSessionEnded,
  );
  const close = () => setOverlay('none');
  // §4: only in the Android app below 2.4.0, until closed in this session; decided once.
  const [androidUpdate] = useState(showsAndroidUpdatePrompt);
  const agentPopupOpen = useAgentPopupOpen();
  const { showRegister } = useRegisterModal();
  const session = useSession();
  // Free-play sessions move no real money: no reality check (the call refuses them, §6).
  const realityToken = session && !session.trial ? session.token : null;

  const title = t(route.title);
  const merchantName = settings?.merchant.name;
  useEffect(() => {
    document.title = merchantName ? `${title} | ${merchantName}` : title;
  }, [title, merchantName]);

  // §4 logout, after the confirm dialog; the flow loads on demand, not with the first view.
  const signOut = async () => {
    close();
    const { signOut: endSession } = await import('@/features/auth/utils/sign-out');
    await endSession(t('common.please_wait'));
    void navigate(paths.home);
  };

  const withChrome = route.bottomMenu !== false;
  const frameClass = [
    'app-frame',
    route.topBar === false ? 'app-frame--no-top-bar' : '',
    withChrome ? '' : 'app-frame--no-bottom-menu',
  ].join(' ');

  return (
    <div className={frameClass}>
      {/* WCAG 2.4.1: the first Tab stop passes over the top bar to the page. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('a11y.skip_to_content')}
      </a>
      <TopBar
        onOpenMenu={() => setOverlay('side-panel')}
        menuOpen={overlay === 'side-panel'}
        onOpenDownload={() => setOverlay('download')}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        <PageFade>{children}</PageFade>
        {/* Below the page: it renders a task after the app's first paint, not with it. */}
        {withChrome ? (
          <AfterFirstPaint>
            <SiteFooter />
          </AfterFirstPaint>
        ) : null}
      </main>
      {withChrome ? <BottomMenu onOpenService={() => setOverlay('service')} /> : null}
      {overlay === 'side-panel' ? (
        <OnDemand>
          <SidePanel open onClose={close} onSignOut={() => setOverlay('sign-out')} />
        </OnDemand>
      ) : null}
      {overlay === 'service' ? (
        <OnDemand>
          <ServicePopup open onClose={close} />
        </OnDemand>
      ) : null}
      {agentPopupOpen ? (
        <OnDemand>
          <AgentPopup open onClose={closeAgentPopup} />
        </OnDemand>
      ) : null}
      {showRegister ? (
        <OnDemand>
          <RegisterModal />
        </OnDemand>
      ) : null}
      {overlay === 'sign-out' ? (
        <OnDemand>
          <ConfirmDialog
            open
            title={t('logout.title')}
            message={t('logout.confirm_text')}
            onCancel={close}
            onConfirm={() => void signOut()}
            testId="sign-out-dialog"
          />
        </OnDemand>
      ) : null}
      {overlay === 'download' ? (
        <OnDemand>
          <DownloadPopup onClose={close} />
        </OnDemand>
      ) : null}
      {sessionEnded ? (
        <OnDemand>
          <SessionEndedDialog ended={sessionEnded} />
        </OnDemand>
      ) : null}
      {androidUpdate ? (
        <OnDemand>
          <AndroidUpdatePrompt />
        </OnDemand>
      ) : null}
      {realityToken && !sessionEnded ? (
        <OnDemand>
          <RealityCheckDialog
            key={realityToken}
            token={realityToken}
            onSignOut={() => void signOut()}
          />
        </OnDemand>
      ) : null}
      <ToastLayer />
      <UpdateLayer />
      <DomainLayer />
    </div>
  );
};
