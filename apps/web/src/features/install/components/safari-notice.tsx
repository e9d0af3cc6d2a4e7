import { ActionButton } from '@/components/ui/action-button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { externalBrowserUrl } from '@/lib/platform';
import type { Platform } from '@/lib/platform';
import { useTranslation } from '@/lib/use-translation';

/**
 * §8 a download on iOS outside Safari: the notice label, "Please use Safari for download App."
 * (app_download_safari_required, English when a language lacks it) and a confirm button. An
 * in-app browser (LINE, Facebook) is offered a way out to the browser where it has one.
 */
export const SafariNotice = ({
  platform,
  onClose,
}: {
  platform: Platform;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const leave = externalBrowserUrl(platform, window.location.href);
  return (
    <AlertDialog
      title={t('install.notice_label')}
      onClose={onClose}
      testId="safari-notice"
      actions={
        <>
          {leave ? (
            <a className="button button--ghost" href={leave} data-testid="open-in-browser">
              {t('install.open_in_browser')}
            </a>
          ) : null}
          <ActionButton kind="primary" onClick={onClose} testId="safari-notice-confirm">
            {t('install.confirm')}
          </ActionButton>
        </>
      }
    >
      <p className="dialog__text">{t('app_download_safari_required')}</p>
      {platform.inAppBrowser && !leave ? (
        <p className="dialog__text" data-testid="open-in-browser-menu">
          {t('install.open_in_browser_menu')}
        </p>
      ) : null}
    </AlertDialog>
  );
};
