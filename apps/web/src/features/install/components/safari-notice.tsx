import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
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
  const titleId = useId();
  const leave = externalBrowserUrl(platform, window.location.href);
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} role="alertdialog" testId="safari-notice">
      <h2 id={titleId} className="dialog__title">
        {t('install.notice_label')}
      </h2>
      <p className="dialog__text">{t('app_download_safari_required')}</p>
      {platform.inAppBrowser && !leave ? (
        <p className="dialog__text" data-testid="open-in-browser-menu">
          {t('install.open_in_browser_menu')}
        </p>
      ) : null}
      <div className="dialog__actions">
        {leave ? (
          <a className="button button--ghost" href={leave} data-testid="open-in-browser">
            {t('install.open_in_browser')}
          </a>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          onClick={onClose}
          data-testid="safari-notice-confirm"
        >
          {t('install.confirm')}
        </button>
      </div>
    </Dialog>
  );
};
