import { useTranslation } from '@/lib/use-translation';
import { Link, canGoBack, useLocation, useNavigate } from '@/lib/router';
import Download from 'lucide-react/icons/download';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Menu from 'lucide-react/icons/menu';
import { WhitelabelFlag } from '@lotto/contract';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag, logoLink, useSettings } from '@/lib/settings';
import { useIsLoggedIn } from '@/lib/use-session';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { logoAnchorProps, logoLinkTarget } from '@/lib/logo-link';
import { isHideRegister, openRegister } from '@/lib/register-modal-store';
import { topBarModel } from './top-bar-rules';
import { TopBarBalance } from './top-bar-balance';
import { BackButton, IconButton } from '@/components/ui/icon-button';

interface TopBarProps {
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** §2.13 the download icon opens the download popup. */
  onOpenDownload: () => void;
}

export const TopBar = ({ onOpenMenu, menuOpen, onOpenDownload }: TopBarProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSettings();
  const loggedIn = useIsLoggedIn();
  const model = topBarModel(pathname, {
    loggedIn,
    freePlay: hasWhitelabelFlag(settings, WhitelabelFlag.FREEPLAY3),
  });
  if (!model.visible) return null;

  const goBack = () => {
    if (model.left === 'back' && canGoBack()) void navigate(-1);
    else void navigate(paths.home);
  };
  const logoHref = logoLink(settings);
  const logoTarget = logoHref ? logoLinkTarget(logoHref, new URL(location.href), settings) : null;
  const hideRegister = isHideRegister({ pathname, loggedIn, register: settings?.register });
  const { right } = model;

  return (
    <header className="top-bar" data-testid="top-bar">
      <div className="top-bar__left">
        {model.left === 'logo' ? (
          logoTarget?.kind === 'app' ? (
            <Link className="top-bar__logo" data-testid="top-bar-logo" to={logoTarget.to}>
              <MerchantLogo />
            </Link>
          ) : logoTarget ? (
            <a
              className="top-bar__logo"
              data-testid="top-bar-logo"
              href={logoTarget.href}
              {...logoAnchorProps(logoTarget)}
            >
              <MerchantLogo />
            </a>
          ) : (
            <span className="top-bar__logo" data-testid="top-bar-logo">
              <MerchantLogo />
            </span>
          )
        ) : null}
        {model.left === 'back' || model.left === 'back-home' ? (
          <BackButton onClick={goBack} testId="top-bar-back" />
        ) : null}
      </div>
      <h1
        className={`top-bar__title ${model.left === 'logo' ? 'sr-only' : ''}`}
        data-testid="top-bar-title"
      >
        {t(model.titleKey)}
      </h1>
      <div className="top-bar__right">
        {right.freePlay ? (
          <Link
            className="icon-button"
            to={paths.trial}
            data-testid="top-bar-freeplay"
            aria-label={t('top_bar.freeplay')}
          >
            <Gamepad2 size={22} aria-hidden="true" />
          </Link>
        ) : null}
        {right.login ? (
          <Link
            className="pill-button pill-button--ghost"
            to={paths.login}
            data-testid="top-bar-login"
          >
            {t('top_bar.login')}
          </Link>
        ) : null}
        {right.register ? (
          <Link
            className="pill-button"
            to={paths.register}
            data-testid="top-bar-register"
            aria-haspopup={hideRegister ? undefined : 'dialog'}
            onClick={(event) => {
              // §2.5: the register modal over this page; the link stays for a new tab.
              if (hideRegister || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              openRegister();
            }}
          >
            {t('top_bar.register')}
          </Link>
        ) : null}
        {right.deposit ? (
          <Link className="pill-button" to={paths.deposit} data-testid="top-bar-deposit">
            {t('top_bar.deposit')}
          </Link>
        ) : null}
        {right.balance ? <TopBarBalance /> : null}
        {right.download ? (
          <IconButton
            label={t('top_bar.download')}
            icon={Download}
            onClick={onOpenDownload}
            hasPopup="dialog"
            testId="top-bar-download"
          />
        ) : null}
        {right.menu ? (
          <IconButton
            label={t('top_bar.menu')}
            icon={Menu}
            size={24}
            onClick={onOpenMenu}
            hasPopup="dialog"
            expanded={menuOpen}
            testId="top-bar-menu"
          />
        ) : null}
      </div>
    </header>
  );
};
