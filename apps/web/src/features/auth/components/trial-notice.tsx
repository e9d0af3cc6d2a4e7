import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import UserLock from 'lucide-react/icons/user-lock';
import { ErrorCode } from '@lotto/contract';
import { pageTitleKeys } from '@/config/pages';
import type { PageName } from '@/config/pages';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { errorMessage } from '@/lib/error-texts';
import { activeLanguage } from '@/lib/i18n';
import './trial-notice.css';

/** §6: what a free-trial user sees on a member-only function, with the way to a real account. */
export const TrialNotice = ({ name }: { name: PageName }) => {
  const { t } = useTranslation();
  return (
    <Page name={name}>
      <h2 className="page__title">{t(pageTitleKeys[name])}</h2>
      <div className="card trial-notice" role="status" data-testid="trial-notice">
        <UserLock className="trial-notice__icon" size={40} aria-hidden="true" />
        <p>{errorMessage(ErrorCode.TRIAL_NOT_ALLOWED, activeLanguage())}</p>
        <div className="trial-notice__actions">
          <Link className="button button--primary" to={paths.login}>
            {t('auth.login')}
          </Link>
          <Link className="button button--ghost" to={paths.register}>
            {t('top_bar.register')}
          </Link>
        </div>
      </div>
    </Page>
  );
};
