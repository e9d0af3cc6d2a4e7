import type { ProtectionStateValue } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { ProtectionSection } from './protection-section';

/** Issue 34: the help organisations the merchant names for the player's language. */
export const HelpOrganisations = ({
  organisations,
}: {
  organisations: ProtectionStateValue['helpOrganisations'];
}) => {
  const { t } = useTranslation();
  if (organisations.length === 0) return null;
  return (
    <ProtectionSection
      title={t('protection.help.title')}
      hint={t('protection.help.hint')}
      testId="protection-help"
    >
      <ul className="protection-help">
        {organisations.map((o) => (
          <li key={o.url}>
            <a href={o.url} target="_blank" rel="noopener noreferrer">
              {o.name}
              <span className="sr-only"> ({t('protection.help.new_window')})</span>
            </a>
          </li>
        ))}
      </ul>
    </ProtectionSection>
  );
};
