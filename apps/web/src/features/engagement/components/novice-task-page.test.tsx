import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { NoviceTaskValue } from '@lotto/contract';
import { envelopeResponse, loginAs, renderWithProviders, stubServer } from '@/testing/test-utils';
import { NoviceTaskPage } from './novice-task-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const stub = (tasks: NoviceTaskValue[]) =>
  stubServer({
    answer: (url) => {
      if (url.startsWith('/wps/engagement/novice-tasks')) return envelopeResponse(tasks);
      if (url.startsWith('/wps/engagement/points'))
        return envelopeResponse({ balance: 0, earned: 0, spent: 0, expired: 0, entries: [] });
      return undefined;
    },
  });

describe('/m/activity/noviceTask (issue 21)', () => {
  it('lists only the tasks the server sends (those switched on)', async () => {
    stub([{ code: 'first_bet', points: 50, done: true, claimed: false, available: true }]);
    loginAs();
    renderWithProviders(<NoviceTaskPage />);
    expect(await screen.findByTestId('task-first_bet')).toBeTruthy();
    expect(screen.queryByTestId('task-prove_mobile')).toBeNull();
  });

  it('says there is no task when every task is switched off', async () => {
    stub([]);
    loginAs();
    renderWithProviders(<NoviceTaskPage />);
    expect(await screen.findByText('ยังไม่มีภารกิจในตอนนี้')).toBeTruthy();
  });
});
