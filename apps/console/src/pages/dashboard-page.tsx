import { useEffect, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { BarChart } from '@mui/x-charts/BarChart';
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

const ROWS: { label: string; value: (f: Figures) => string }[] = [
  { label: 'Registrations', value: (f) => String(f.registrations) },
  { label: 'Logins', value: (f) => String(f.logins) },
  { label: 'First deposits', value: (f) => String(f.firstDeposits) },
  { label: 'Deposits', value: (f) => `${f.deposits} · ${formatAmount(f.depositAmount)}` },
  {
    label: 'Withdrawals',
    value: (f) => `${f.withdrawals} · ${formatAmount(f.withdrawalAmount)}`,
  },
  { label: 'Bets', value: (f) => String(f.bets) },
  { label: 'Stake', value: (f) => formatAmount(f.stake) },
  { label: 'Win', value: (f) => formatAmount(f.win) },
  { label: 'Gross gaming revenue', value: (f) => formatAmount(f.ggr) },
];

/** A chart with its heading; the figures are in the daily table below for screen readers. */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `chart-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 2 }}>
      <ChartCard title="Members per day">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={xAxis}
          yAxis={countAxis(registrations, logins, firstDeposits)}
          series={[
            { label: 'Registrations', data: registrations },
            { label: 'Logins', data: logins },
            { label: 'First deposits', data: firstDeposits },
          ]}
          skipAnimation
        />
      </ChartCard>
      <ChartCard title={`Deposits and withdrawals per day (${d.currency})`}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={xAxis}
          yAxis={moneyAxis(deposits, withdrawals)}
          series={[
            { label: 'Deposits', data: deposits, valueFormatter: money },
            { label: 'Withdrawals', data: withdrawals, valueFormatter: money },
          ]}
          skipAnimation
        />
      </ChartCard>
      <ChartCard title={`Stake, win and gross gaming revenue per day (${d.currency})`}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={moneyAxis(stake, win, ggr)}
          series={[
            { label: 'Stake', data: stake, valueFormatter: money },
            { label: 'Win', data: win, valueFormatter: money },
            { label: 'GGR', data: ggr, valueFormatter: money },
          ]}
          skipAnimation
        />
      </ChartCard>
      <ChartCard title="Bets per day">
        <BarChart
          height={CHART_HEIGHT}
          xAxis={xAxis}
          yAxis={countAxis(bets)}
          series={[{ label: 'Bets', data: bets }]}
          skipAnimation
        />
      </ChartCard>
    </Box>
  );
}

function DailyTable({ d }: { d: Dashboard }) {
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2">
          Day by day
        </Typography>
        <Table size="small" aria-label="Figures per day">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              {ROWS.map((r) => (
                <TableCell key={r.label} align="right">
                  {r.label}
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
  const [d, setD] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    opsCall(opsDashboard).then(setD, (err: unknown) =>
      setError(err instanceof Error ? err.message : 'The dashboard could not be loaded'),
    );
  }, []);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="console.title.dashboard" />
      {error && <Alert severity="error">{error}</Alert>}
      {!d && !error && <CircularProgress aria-label="Loading the dashboard" />}
      {d && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                Today and the last 30 days
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Days in {d.timeZone}; amounts in {d.currency}. Deposits count when credited,
                withdrawals when paid; bets are real-money bets (trial play left out).
              </Typography>
              <Table size="small" aria-label="Today and the last 30 days" sx={{ maxWidth: 640 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Figure</TableCell>
                    <TableCell align="right">Today ({d.today})</TableCell>
                    <TableCell align="right">Last 30 days</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ROWS.map((r) => (
                    <TableRow key={r.label}>
                      <TableCell component="th" scope="row">
                        {r.label}
                      </TableCell>
                      <TableCell align="right">{r.value(d.days.at(-1)!)}</TableCell>
                      <TableCell align="right">{r.value(d.totals)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Charts d={d} />
          <DailyTable d={d} />
        </>
      )}
    </Box>
  );
}
