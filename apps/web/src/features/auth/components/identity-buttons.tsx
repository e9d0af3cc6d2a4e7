import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { returnPathOf } from '@/lib/login-return';
import { useLocation } from '@/lib/router';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { startIdentitySignIn } from '../api/identity-sign-in';
import { apiErrorText } from '../utils/error-text';
import {
  identityRedirectUri,
  leaveForProvider,
  rememberIdentityReturn,
} from '@/lib/identity-return';
import type { OfferedProvider } from '../utils/identity-sign-in';
import '../messages';

/**
 * §2.4 the identity providers' buttons: each asks the server for the provider's sign-in page and
 * goes there; the provider sends the player back to the callback page.
 */
export const IdentityButtons = ({ providers }: { providers: OfferedProvider[] }) => {
  const { t } = useTranslation();
  const { pending, run } = useSingleSubmit();
  const { search } = useLocation();

  const start = (provider: OfferedProvider) =>
    run(async () => {
      try {
        const { authorizationUrl } = await startIdentitySignIn({
          provider: provider.id,
          redirectUri: identityRedirectUri(window.location.origin),
        });
        rememberIdentityReturn(returnPathOf(search));
        leaveForProvider(authorizationUrl);
      } catch (error) {
        showToast('error', await apiErrorText(error, activeLanguage(), t('error.unknown')));
      }
    });

  return (
    <div
      className="auth-social"
      role="group"
      aria-label={t('identity.providers_label')}
      data-testid="social-login"
    >
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`button button--ghost auth-social__button auth-social__button--${provider.kind}`}
          disabled={pending}
          onClick={() => void start(provider)}
          data-testid={`identity-${provider.id}`}
        >
          {t(`auth.social_${provider.kind}`)}
        </button>
      ))}
    </div>
  );
};
