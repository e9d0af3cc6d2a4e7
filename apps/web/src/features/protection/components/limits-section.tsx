import {
  protectionLimitKinds,
  type ProtectionLimitItem,
  type ProtectionStateValue,
} from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { LimitRow } from './limit-row';
import { ProtectionSection } from './protection-section';

const byKind = (limits: ProtectionLimitItem[], kind: string) =>
  limits.filter((l) => l.kind === kind);

/** Issue 34: deposit, loss and wager limits over 24 hours, 7 days and 30 days. */
export const LimitsSection = ({ state }: { state: ProtectionStateValue }) => {
  const { t } = useTranslation();
  return (
    <ProtectionSection
      title={t('protection.limits.title')}
      hint={t('protection.limits.hint')}
      testId="protection-limits"
    >
      {protectionLimitKinds.map((kind) => (
        <div key={kind} className="protection-kind" data-testid={`limit-kind-${kind}`}>
          <h3 className="protection-kind__title">{t(`protection.kind.${kind}`)}</h3>
          <p className="protection-muted">{t(`protection.kind_hint.${kind}`)}</p>
          <ul className="protection-limits">
            {byKind(state.limits, kind).map((limit) => (
              <LimitRow key={limit.period} limit={limit} currency={state.currency} />
            ))}
          </ul>
        </div>
      ))}
    </ProtectionSection>
  );
};
