import { useEffect, useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { opsDashboard, type Dashboard, type DashboardDay } from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { figures, SmallTable } from '../lib/small-table';

type Figures = Omit<DashboardDay, 'day'>;

/**
 * "1234567.5000" → "1,234,567.50": amounts stay decimal strings (never floats) for the tables;
 * the charts alone read them as numbers to draw.
 */
function formatAmount(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return `${negative ? '−' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Each figure: its message key and how it reads. */
const ROWS: { label: string; value: (f: Figures) => string }[] = [
  { label: 'console.dashboard.registrations', value: (f) => String(f.registrations) },
  { label: 'console.dashboard.logins', value: (f) => String(f.logins) },
  { label: 'console.dashboard.first_deposits', value: (f) => String(f.firstDeposits) },
  {
    label: 'console.dashboard.deposits',
    value: (f) => `${f.deposits} · ${formatAmount(f.depositAmount)}`,
  },
  {
    label: 'console.dashboard.withdrawals',
    value: (f) => `${f.withdrawals} · ${formatAmount(f.withdrawalAmount)}`,
  },
  { label: 'console.dashboard.bets', value: (f) => String(f.bets) },
  { label: 'console.dashboard.stake', value: (f) => formatAmount(f.stake) },
  { label: 'console.dashboard.win', value: (f) => formatAmount(f.win) },
  { label: 'console.dashboard.ggr', value: (f) => formatAmount(f.ggr) },
];

/** A chart with its heading; the figures are in the daily table below for screen readers. */
function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const CHART_HEIGHT = 260;
/** 2026-11-27 → 27/11: the axis labels of 30 days. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function Charts({ d }: { d: Dashboard }) {
  const translate = useTranslate();
  const days = d.days.map((x) => shortDay(x.day));
  const number = (pick: (x: DashboardDay) => string) => d.days.map((x) => Number(pick(x)));
  const money = (v: number | null) => (v === null ? '' : formatAmount(v.toFixed(2)));
  const xAxis = [{ scaleType: 'band' as const, data: days }];
  // Whole numbers on the count charts, room for amounts on the money charts; 0 to 1 while all
  // the figures are 0 (an empty scale would draw no useful tick).
  const flat = (values: number[][]) => values.flat().every((v) => v === 0);
  const countAxis = (...values: number[][]) => [
    { width: 48, tickMinStep: 1, min: 0, ...(flat(values) ? { max: 1 } : {}) },
  ];
  const moneyAxis = (...values: number[][]) => [
    {
      width: 88,
      valueFormatter: (v: number) => v.toLocaleString('en-US'),
      ...(flat(values) ? { min: 0, max: 1 } : {}),
    },
  ];
  const registrations = d.days.map((x) => x.registrations);
  const logins = d.days.map((x) => x.logins);
  const firstDeposits = d.days.map((x) => x.firstDeposits);
  const bets = d.days.map((x) => x.bets);
  const deposits = number((x) => x.depositAmount);
  const withdrawals = number((x) => x.withdrawalAmount);
  const stake = number((x) => x.stake);
  const win = number((x) => x.win);
  const ggr = number((x) => x.ggr);
  const counts = (label: string, data: number[]) => ({ label: translate(label), data });
  const amounts = (label: string, data: number[]) => ({
    label: translate(label),
    data,
    valueFormatter: money,
  });
  /** A bar per day of each of `series`, under its heading. */
  const bars = (
    id: string,
    title: string,
    yAxis: BarChartProps['yAxis'],
    series: BarChartProps['series'],
  ) => (
    <ChartCard id={id} title={title}>
      <BarChart height={CHART_HEIGHT} xAxis={xAxis} yAxis={yAxis} series={series} skipAnimation />
    </ChartCard>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
      {bars(
        'chart-members-per-day',
        translate('console.dashboard.members_per_day'),
        countAxis(registrations, logins, firstDeposits),
        [
          counts('console.dashboard.registrations', registrations),
          counts('console.dashboard.logins', logins),
          counts('console.dashboard.first_deposits', firstDeposits),
        ],
      )}
      {bars(
        'chart-deposits-and-withdrawals',
        translate('console.dashboard.money_per_day', { currency: d.currency }),
        moneyAxis(deposits, withdrawals),
        [
          amounts('console.dashboard.deposits', deposits),
          amounts('console.dashboard.withdrawals', withdrawals),
        ],
      )}
      <ChartCard
        id="chart-stake-win-ggr"
        title={translate('console.dashboard.stake_per_day', { currency: d.currency })}
      >
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={moneyAxis(stake, win, ggr)}
          series={[
            amounts('console.dashboard.stake', stake),
            amounts('console.dashboard.win', win),
            amounts('console.dashboard.ggr_short', ggr),
          ]}
          skipAnimation
        />
      </ChartCard>
      {bars('chart-bets-per-day', translate('console.dashboard.bets_per_day'), countAxis(bets), [
        counts('console.dashboard.bets', bets),
      ])}
    </Box>
  );
}

function DailyTable({ d }: { d: Dashboard }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2">
          {translate('console.dashboard.day_by_day')}
        </Typography>
        <Table size="small" aria-label={translate('console.dashboard.figures_per_day')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.dashboard.day')}</TableCell>
              {ROWS.map((r) => (
                <TableCell key={r.label} align="right">
                  {translate(r.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...d.days].reverse().map((x) => (
              <TableRow key={x.day}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {x.day}
                </TableCell>
                {ROWS.map((r) => (
                  <TableCell key={r.label} align="right">
                    {r.value(x)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/**
 * The console's home page: today and the last 30 days in the merchant's time zone,
 * from the members, login, deposit, withdrawal and bet records (`GET /ops/dashboard`).
 */
export function DashboardPage() {
  const translate = useTranslate();
  const [d, setD] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    opsCall(opsDashboard).then(setD, (err: unknown) =>
      setError(err instanceof Error ? err.message : 'console.dashboard.load_failed'),
    );
  }, []);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="console.title.dashboard" />
      {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {!d && !error && <CircularProgress aria-label={translate('console.dashboard.loading')} />}
      {d && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('console.dashboard.today_and_30')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('console.dashboard.explain', {
                  timeZone: d.timeZone,
                  currency: d.currency,
                })}
              </Typography>
              <SmallTable
                label={translate('console.dashboard.today_and_30')}
                head={[
                  translate('console.dashboard.figure'),
                  figures(translate('console.dashboard.today', { day: d.today })),
                  figures(translate('console.dashboard.last_30')),
                ]}
                sx={{ maxWidth: 640 }}
              >
                {ROWS.map((r) => (
                  <TableRow key={r.label}>
                    <TableCell component="th" scope="row">
                      {translate(r.label)}
                    </TableCell>
                    <TableCell align="right">{r.value(d.days.at(-1)!)}</TableCell>
                    <TableCell align="right">{r.value(d.totals)}</TableCell>
                  </TableRow>
                ))}
              </SmallTable>
            </CardContent>
          </Card>
          <Charts d={d} />
          <DailyTable d={d} />
        </>
      )}
    </Box>
  );
}
