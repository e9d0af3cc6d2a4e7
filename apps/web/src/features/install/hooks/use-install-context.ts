import { useMemo, useSyncExternalStore } from 'react';
import { installPrompt, subscribeInstallPrompt } from '@/lib/install-prompt';
import { currentPlatform } from '@/lib/platform';
import { useSettings } from '@/lib/settings';
import { downloadLinksOf } from '../utils/download-rules';
import type { InstallContext } from '../utils/download-rules';

const promptReady = () => installPrompt() !== null;

/** Where the app runs, the merchant's download links and whether the browser offers to install. */
export const useInstallContext = (): InstallContext & { settingsLoaded: boolean } => {
  const settings = useSettings();
  const platform = useMemo(currentPlatform, []);
  const installPromptReady = useSyncExternalStore(subscribeInstallPrompt, promptReady, promptReady);
  const links = useMemo(() => downloadLinksOf(settings), [settings]);
  return { platform, links, installPromptReady, settingsLoaded: settings !== undefined };
};
