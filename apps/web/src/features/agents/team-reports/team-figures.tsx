import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';

interface Figures {
  count: number;
  stake: string;
  win: string;
  net: string;
  rebate?: string;
}

/** Bets, valid bets, win, profit and loss (signed) and, where known, the rebates. */
export const TeamFigures = ({ figures, testId }: { figures: Figures; testId?: string }) => {
  const { t } = useTranslation();
  const { money, signed } = useMoneyFormat();
  const net = signed(figures.net);
  const items: [string, string | number, string?][] = [
    ['count', figures.count],
    ['stake', money(figures.stake)],
    ['win', money(figures.win)],
    ['net', net, net.startsWith('-') ? 'minus' : /[1-9]/.test(net) ? 'plus' : undefined],
    ...(figures.rebate === undefined
      ? []
      : [['rebate', money(figures.rebate)] as [string, string]]),
  ];
  return (
    <dl className="agents-kpis team-figures" data-testid={testId}>
      {items.map(([key, value, tone]) => (
        <div key={key} className="agents-kpi" data-testid={testId ? `${testId}-${key}` : undefined}>
          <dt>{t(`teamrep.${key}`)}</dt>
          <dd className={tone ? `team-figure--${tone}` : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
