import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TransactionKind, type TransactionRecord } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { setLanguage } from '@/lib/i18n';
import { demoSettings } from '@/testing/fixtures';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import '../messages';
import { TransactionRecordScreen } from './transaction-record-screen';

const recordsLocales = import.meta.glob<Record<string, string>>('../locales/*.json', {
  eager: true,
  import: 'default',
});

const row = (id: number, kind: TransactionKind, demoCredit = false): TransactionRecord => ({
  id,
  kind,
  account: 'cash',
  amount: '-10.0000',
  balanceAfter: '990.0000',
  state: 'completed',
  reference: null,
  demoCredit,
  createdAt: Date.UTC(2026, 10, 28, 5, 0, 0) - id * 1000,
});

const stubRecords = (list: TransactionRecord[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/wallet/reports/transactions'))
        return envelopeResponse({
          list,
          hasMore: false,
          period: { from: '2026-11-21', to: '2026-11-28' },
        });
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('th');
});

describe('transaction record', () => {
  it('words every kind the contract lists in every language the records ship', () => {
    const files = Object.keys(recordsLocales);
    expect(files.map((f) => f.replace(/^.*\//, '')).sort()).toEqual(
      expect.arrayContaining(['en.json', 'th.json']),
    );
    for (const [file, messages] of Object.entries(recordsLocales))
      for (const kind of Object.values(TransactionKind))
        expect(messages[`records.kind_${kind}`], `${file} ${kind}`).toBeTruthy();
  });

  it.each([
    ['th', ['แทงหวย', 'ยกเลิกโพยหวย', 'ถูกรางวัลหวย'], 'เครดิตเริ่มต้น เครดิตทดลอง'],
    ['en', ['Lottery bet', 'Lottery bet cancelled', 'Lottery win'], 'Starting credit Demo credit'],
  ] as const)(
    'shows lottery movements and the demo grant in %s',
    async (language, lottery, grant) => {
      // Chosen by the player: the merchant's default language does not override it.
      await setLanguage(language);
      await featureMessagesReady();
      loginAs();
      stubRecords([
        row(1, 'lottery_bet'),
        row(2, 'lottery_cancel'),
        row(3, 'lottery_win'),
        row(4, 'grant', true),
      ]);
      renderWithProviders(<TransactionRecordScreen />);
      const list = await screen.findByTestId('transaction-records');
      const titles = [...list.querySelectorAll('.records-row__title')].map((t) => t.textContent);
      expect(titles).toEqual([...lottery, grant]);
      expect(list.textContent).not.toContain('lottery_');
    },
  );
});
