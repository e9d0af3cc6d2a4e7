import type { ComponentType } from 'react';
import Download from 'lucide-react/icons/download';
import FileBadge from 'lucide-react/icons/file-badge';
import HousePlus from 'lucide-react/icons/house-plus';
import Smartphone from 'lucide-react/icons/smartphone';
import { IOS_MIN_VERSION } from '@lotto/contract';
import { iosSupportsApp } from '@/lib/platform';
import { linkTargetProps } from '@/lib/open-link';
import { useTranslation } from '@/lib/use-translation';
import { needsSafari } from '../utils/download-rules';
import type { DownloadOption, InstallContext } from '../utils/download-rules';

const look: Record<DownloadOption, { Icon: ComponentType<{ size?: number }>; key: string }> = {
  'home-screen': { Icon: HousePlus, key: 'install.option_home_screen' },
  'android-app': { Icon: Download, key: 'install.option_android_app' },
  'ios-app': { Icon: Smartphone, key: 'install.option_ios_app' },
  'ios-profile': { Icon: FileBadge, key: 'install.option_ios_profile' },
};

interface DownloadOptionsProps {
  context: InstallContext;
  options: DownloadOption[];
  onHomeScreen: () => void;
  /** §8 a download on iOS outside Safari shows the notice instead. */
  onSafariRequired: () => void;
}

/** §2.13 the popup's choices; a download link opens in the same tab only for .ipa and .apk. */
export const DownloadOptions = ({
  context,
  options,
  onHomeScreen,
  onSafariRequired,
}: DownloadOptionsProps) => {
  const { t } = useTranslation();
  const { platform, links } = context;
  const urlOf = (option: DownloadOption) =>
    option === 'android-app'
      ? links.android
      : option === 'ios-app'
        ? links.ios
        : option === 'ios-profile'
          ? links.profile
          : undefined;
  const safari = needsSafari(platform);

  return (
    <ul className="download-options" data-testid="download-options">
      {options.map((option) => {
        const { Icon, key } = look[option];
        const tooOld = option === 'ios-app' && platform.os === 'ios' && !iosSupportsApp(platform);
        const body = (
          <>
            <span className="download-options__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="download-options__text">
              <span className="download-options__label">{t(key)}</span>
              <span className="download-options__hint">
                {tooOld
                  ? t('install.ios_app_requires', { version: IOS_MIN_VERSION })
                  : t(`${key}_hint`)}
              </span>
            </span>
          </>
        );
        const url = urlOf(option);
        const testId = `download-option-${option}`;
        return (
          <li key={option}>
            {option === 'home-screen' || safari || tooOld || !url ? (
              <button
                type="button"
                className="download-options__item"
                data-testid={testId}
                aria-disabled={tooOld || undefined}
                onClick={() => {
                  if (tooOld) return;
                  if (option === 'home-screen') onHomeScreen();
                  else onSafariRequired();
                }}
              >
                {body}
              </button>
            ) : (
              <a
                className="download-options__item"
                href={url}
                data-testid={testId}
                {...linkTargetProps(url)}
              >
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
};
