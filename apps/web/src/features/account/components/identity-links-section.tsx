import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import {
  identityRedirectUri,
  leaveForProvider,
  rememberIdentityReturn,
} from '@/lib/identity-return';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { startIdentityLink, useIdentityLinks, useOfferedIdentityProviders } from '../api/security';
import { errorMessageOf } from '../utils/error-message';
import { Section } from './section';

/**
 * §2.4 sign-in by Google, Facebook or LINE: the member's linked accounts, and a way to link one
 * of the offered providers (its pages, then back here), so that it signs in to this account.
 */
export const IdentityLinksSection = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const offered = useOfferedIdentityProviders().data?.list ?? [];
  const links = useIdentityLinks();
  const { pending, run } = useSingleSubmit();
  if (offered.length === 0) return null;
  const linkedAt = new Map((links.data?.list ?? []).map((l) => [l.provider, l.linkedAt]));

  const link = (provider: string) =>
    run(async () => {
      try {
        const { authorizationUrl } = await startIdentityLink(
          provider,
          identityRedirectUri(window.location.origin),
        );
        rememberIdentityReturn(paths.securityCenter);
        leaveForProvider(authorizationUrl);
      } catch (error) {
        showToast('error', errorMessageOf(error, t('account.security.error')));
      }
    });

  return (
    <Section title={t('account.security.identity_title')} testId="security-identity">
      <p className="account-muted">{t('account.security.identity_hint')}</p>
      <ul className="account-list">
        {offered.map((provider) => {
          const at = linkedAt.get(provider.id);
          const name = t(`account.security.provider_${provider.kind}`);
          return (
            <li
              key={provider.id}
              className="account-list__item"
              data-testid={`security-identity-${provider.id}`}
            >
              <div className="account-list__main">
                <span>{name}</span>
                {at !== undefined ? (
                  <span className="account-muted">
                    {t('account.security.identity_linked', {
                      time: formatMerchantTime(at, offsets),
                    })}
                  </span>
                ) : null}
              </div>
              {at === undefined ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={pending || !links.isSuccess}
                  onClick={() => void link(provider.id)}
                  aria-label={`${t('account.security.identity_link')}: ${name}`}
                  data-testid={`security-identity-link-${provider.id}`}
                >
                  {t('account.security.identity_link')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
};
