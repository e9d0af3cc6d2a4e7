import { useTranslation } from 'react-i18next';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/use-session';

/** Home until the games issue brings banners, the notice ticker and the game area (§2.3). */
export const HomeWelcome = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const name = settings?.merchant.name;
  return (
    <div className="home-welcome">
      <div className="home-welcome__hero card">
        <MerchantLogo className="home-welcome__logo" />
        <h2 className="home-welcome__title">
          {name ? t('home.welcome', { name }) : t('home.welcome_default')}
        </h2>
        {session?.userName ? (
          <p className="home-welcome__user">{t('home.greeting', { name: session.userName })}</p>
        ) : null}
        <p className="home-welcome__text">{t('home.intro')}</p>
      </div>
      <ComingSoon showHomeLink={false} />
    </div>
  );
};
