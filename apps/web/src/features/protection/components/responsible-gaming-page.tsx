import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';
import { useProtectionState } from '../api/protection-state';
import { BreakSection } from './break-section';
import { ChangesSection } from './changes-section';
import { ExclusionStatus } from './exclusion-status';
import { HelpOrganisations } from './help-organisations';
import { LimitsSection } from './limits-section';
import { ReviewPrompt } from './protection-prompts';
import { ProtectionSection } from './protection-section';
import { ProtectionSkeleton } from './protection-skeleton';
import { RealityCheckSection } from './reality-check-section';
import { SessionTimeSection } from './session-time-section';
import '../messages';
import '../protection.css';

const AgeLinkSection = () => {
  const { t } = useTranslation();
  return (
    <ProtectionSection
      title={t('protection.age.link')}
      hint={t('protection.age.link_hint')}
      testId="protection-age-link"
    >
      <Link className="button button--ghost" to={paths.ageVerification} data-testid="age-link">
        {t('protection.age.link')}
      </Link>
    </ProtectionSection>
  );
};

/** The member's limits, reality checks, time-out and self-exclusion. */
export const ResponsibleGamingPage = () => {
  const { t } = useTranslation();
  const state = useProtectionState();
  const s = state.data;
  return (
    <Page name="responsible-gaming" className="protection-page">
      <p className="protection-muted">{t('protection.intro')}</p>
      {s || state.isError ? (
        <>
          {s ? (
            <>
              <ReviewPrompt />
              {s.exclusion ? <ExclusionStatus exclusion={s.exclusion} /> : null}
              <LimitsSection state={s} />
              <SessionTimeSection sessionTime={s.sessionTime} />
            </>
          ) : (
            <p role="alert" className="field-error">
              {t('protection.load_failed')}
            </p>
          )}
          <RealityCheckSection />
          <BreakSection type="timeout" />
          <BreakSection type="self_exclusion" />
          <AgeLinkSection />
          {s ? <HelpOrganisations organisations={s.helpOrganisations} /> : null}
          {s ? <ChangesSection changes={s.changes} /> : null}
        </>
      ) : (
        <ProtectionSkeleton />
      )}
    </Page>
  );
};
