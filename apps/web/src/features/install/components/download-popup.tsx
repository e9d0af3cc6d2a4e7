import { useState } from 'react';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { externalBrowserUrl } from '@/lib/platform';
import { useTranslation } from '@/lib/use-translation';
import { downloadOptions } from '../utils/download-rules';
import type { InstallContext } from '../utils/download-rules';
import { AppCard } from './app-card';
import { DownloadOptions } from './download-options';
import { HomeScreenGuide } from './home-screen-guide';
import { SafariNotice } from './safari-notice';
import '../messages';
import '../install.css';

type View = 'options' | 'guide' | 'safari';

/**
 * §2.3 the download-app popup and §2.13 its choices: add to home screen, the Android app, the iOS
 * app and the iOS profile, as the platform allows; the guide and the Safari notice open from it.
 */
export const DownloadPopup = ({
  context,
  onClose,
}: {
  context: InstallContext;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('options');
  const options = downloadOptions(context);
  const leave = externalBrowserUrl(context.platform, window.location.href);

  if (view === 'guide')
    return (
      <HomeScreenGuide
        platform={context.platform}
        installPromptReady={context.installPromptReady}
        onClose={onClose}
      />
    );
  if (view === 'safari') return <SafariNotice platform={context.platform} onClose={onClose} />;

  return (
    <TitledDialog
      title={t('install.popup_title')}
      onClose={onClose}
      variant="sheet"
      testId="download-popup"
      closeTestId="download-popup-close"
    >
      <AppCard line={t('install.bar_hint')} />
      {options.length > 0 ? (
        <DownloadOptions
          context={context}
          options={options}
          onHomeScreen={() => setView('guide')}
          onSafariRequired={() => setView('safari')}
        />
      ) : (
        <p className="dialog__text" data-testid="download-nothing">
          {t('install.nothing_for_device')}
        </p>
      )}
      {leave ? (
        <a className="button button--ghost" href={leave} data-testid="open-in-browser">
          {t('install.open_in_browser')}
        </a>
      ) : null}
    </TitledDialog>
  );
};
