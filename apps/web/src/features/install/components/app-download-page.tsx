import { useEffect, useState } from 'react';
import FileBadge from 'lucide-react/icons/file-badge';
import { i18n, activeLanguage, isLanguage } from '@/lib/i18n';
import { linkTargetProps } from '@/lib/open-link';
import { useSearchParams } from '@/lib/router';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useInstallContext } from '../hooks/use-install-context';
import { needsSafari } from '../utils/download-rules';
import { AppCard } from './app-card';
import { SafariNotice } from './safari-notice';
import '../messages';
import '../install.css';

const STEPS = ['install.profile_step_1', 'install.profile_step_2', 'install.profile_step_3'];

/**
 * §2.1 /m/appDownload?language={lang}: the iOS profile (the MOBILECONFIG resource) and how to
 * install it, in the language the link names (for this visit; the player's own choice stays).
 */
export const AppDownloadPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useSettings();
  const { platform, links } = useInstallContext();
  const [notice, setNotice] = useState(false);
  const language = params.get('language');

  useEffect(() => {
    if (isLanguage(language) && language !== activeLanguage()) void i18n.changeLanguage(language);
  }, [language]);

  const profile = links.profile;
  return (
    <div className="app-download">
      <AppCard />
      <p>{t('install.profile_intro', { name: settings?.merchant.name ?? '' })}</p>
      {profile ? (
        <>
          <h2 className="app-download__heading">{t('install.profile_steps')}</h2>
          <ol className="app-download__steps">
            {STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
          {needsSafari(platform) ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setNotice(true)}
              data-testid="profile-download"
            >
              <FileBadge size={20} aria-hidden="true" />
              {t('install.profile_download')}
            </button>
          ) : (
            <a
              className="button button--primary"
              href={profile}
              data-testid="profile-download"
              {...linkTargetProps(profile)}
            >
              <FileBadge size={20} aria-hidden="true" />
              {t('install.profile_download')}
            </a>
          )}
        </>
      ) : settings ? (
        <p className="app-download__missing" data-testid="profile-missing">
          {t('install.profile_missing')}
        </p>
      ) : null}
      {notice ? <SafariNotice platform={platform} onClose={() => setNotice(false)} /> : null}
    </div>
  );
};
