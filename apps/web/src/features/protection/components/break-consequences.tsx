import { useTranslation } from '@/lib/use-translation';

export type BreakType = 'timeout' | 'self_exclusion';

const COMMON = ['now', 'spend', 'withdraw', 'no_undo'] as const;

/** Issue 34: what a time-out or self-exclusion does, spelled out before it starts. */
export const BreakConsequences = ({ type }: { type: BreakType }) => {
  const { t } = useTranslation();
  const items = type === 'self_exclusion' ? [...COMMON, 'register' as const] : COMMON;
  return (
    <ul className="protection-consequences" data-testid={`consequences-${type}`}>
      {items.map((item) => (
        <li key={item}>{t(`protection.consequence.${item}`)}</li>
      ))}
    </ul>
  );
};
