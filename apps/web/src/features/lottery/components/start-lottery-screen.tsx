import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from '@/lib/router';
import X from 'lucide-react/icons/x';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useSettings } from '@/lib/settings';
import { useLotteryPageCode } from '../api/get-lottery-page-code';
import { lottoH5Url, readStartLotteryParams } from '../utils/start-lottery';
import '../lottery.css';

/** §2.10 start lottery: the lottery page embedded full screen, with a small close area. */
export const StartLotteryScreen = () => {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const session = useSession();
  const settings = useSettings();
  const fallbackMerchant = session?.merchantCode || settings?.merchant.code || null;
  const params = readStartLotteryParams(search, fallbackMerchant);
  const closeTo = params?.pageBack ? paths.home : paths.game;
  const code = useLotteryPageCode(session?.token ?? null);
  // A member's page waits for its code; without one (a failure) it opens as a guest's would.
  const waiting = session !== null && code.isPending;

  return (
    <Page name="start-lottery" className="page--standalone start-lottery">
      <h1 className="sr-only">{t('title.start_lottery')}</h1>
      <Link
        className="start-lottery__close"
        to={closeTo}
        aria-label={t('start_lottery.close')}
        data-testid="start-lottery-close"
      >
        <X size={20} aria-hidden="true" />
      </Link>
      {params && waiting ? null : params ? (
        <iframe
          className="start-lottery__frame"
          title={t('start_lottery.frame_title')}
          src={lottoH5Url(
            params,
            code.data?.launchCode ?? null,
            session?.merchantCode || params.mui,
            i18n.language,
          )}
          data-testid="start-lottery-frame"
        />
      ) : (
        <div className="lottery-message card" role="alert">
          <p>{t('start_lottery.missing')}</p>
          <Link className="button button--primary" to={paths.lottery}>
            {t('start_lottery.to_list')}
          </Link>
        </div>
      )}
    </Page>
  );
};
