import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import Hourglass from 'lucide-react/icons/hourglass';
import { paths } from '@/config/paths';

/** An honest empty state for parts that later issues build: it says so and offers a way home. */
export const ComingSoon = ({ showHomeLink = true }: { showHomeLink?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="coming-soon card" data-testid="coming-soon" role="status">
      <Hourglass className="coming-soon__icon" size={40} aria-hidden="true" />
      <p className="coming-soon__text">{t('coming_soon.text')}</p>
      {showHomeLink ? (
        <Link className="button button--ghost" to={paths.home}>
          {t('coming_soon.go_home')}
        </Link>
      ) : null}
    </div>
  );
};
