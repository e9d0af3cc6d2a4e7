import { useState } from 'react';
import X from 'lucide-react/icons/x';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useInstallContext } from '../hooks/use-install-context';
import { downloadBarHiddenBy } from '../utils/download-rules';
import { readDownloadBarClosed, recordDownloadBarClosed } from '../utils/install-flags';
import { AppRating } from './app-rating';
import { DownloadPopup } from './download-popup';
import '../messages';
import '../install.css';
import { IconButton } from '@/components/ui/icon-button';

/** §2.13, §4 the download bar on home: shown per platform and links; closing is remembered. */
export const DownloadBar = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const context = useInstallContext();
  const [closed, setClosed] = useState(readDownloadBarClosed);
  const [popupOpen, setPopupOpen] = useState(false);
  const hiddenBy = downloadBarHiddenBy({ ...context, closedBefore: closed });
  // Until the links are known the bar would flash in and out: it waits for the settings.
  if (!context.settingsLoaded || hiddenBy !== null) return null;

  const close = () => {
    recordDownloadBarClosed();
    setClosed(true);
  };

  return (
    <>
      <aside
        className="download-bar"
        data-testid="download-bar"
        aria-label={t('install.popup_title')}
      >
        <img
          className="download-bar__icon"
          src="/m/icons/icon-192.png"
          alt=""
          width={40}
          height={40}
          decoding="async"
        />
        <div className="download-bar__text">
          <span className="download-bar__title">
            {t('install.bar_text', { name: settings?.merchant.name ?? '' })}
          </span>
          <AppRating />
        </div>
        <button
          type="button"
          className="pill-button"
          onClick={() => setPopupOpen(true)}
          data-testid="download-bar-open"
          aria-haspopup="dialog"
        >
          {t('install.bar_open')}
        </button>
        <IconButton
          label={t('install.bar_close')}
          icon={X}
          size={20}
          onClick={close}
          testId="download-bar-close"
        />
      </aside>
      {popupOpen ? <DownloadPopup context={context} onClose={() => setPopupOpen(false)} /> : null}
    </>
  );
};
