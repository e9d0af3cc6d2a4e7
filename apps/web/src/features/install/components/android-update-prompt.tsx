import { useState } from 'react';
import { ANDROID_MIN_VERSION } from '@lotto/contract';
import { ActionButton } from '@/components/ui/action-button';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { opensInSameTab } from '@/lib/open-link';
import { useTranslation } from '@/lib/use-translation';
import { useInstallContext } from '../hooks/use-install-context';
import { recordAndroidUpdateClosed } from '../utils/install-flags';
import '../messages';
import '../install.css';

/**
 * §2.13, §4 the Android update prompt (the app shell shows it only in the Android app below
 * 2.4.0): download opens the Android link and hides the prompt; closing stores noupdateAndroid=1
 * for the session.
 */
export const AndroidUpdatePrompt = () => {
  const { t } = useTranslation();
  const { links } = useInstallContext();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const close = () => {
    recordAndroidUpdateClosed();
    setOpen(false);
  };
  const download = () => {
    setOpen(false);
    const url = links.android;
    if (!url) return;
    if (opensInSameTab(url)) window.location.assign(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <TitledDialog
      title={t('install.update_title')}
      onClose={close}
      testId="android-update-prompt"
      closeTestId="android-update-close"
    >
      <p className="dialog__text">{t('install.update_text', { version: ANDROID_MIN_VERSION })}</p>
      <div className="dialog__actions">
        <ActionButton
          kind="primary"
          onClick={download}
          disabled={!links.android}
          testId="android-update-download"
        >
          {t('install.update_download')}
        </ActionButton>
      </div>
    </TitledDialog>
  );
};
