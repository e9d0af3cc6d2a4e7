import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AgentInvitationValue, AgentRebatesValue } from '@lotto/contract';
import { featureMessagesReady } from '@/lib/feature-messages';
import { setLanguage } from '@/lib/i18n';
import { writeSession } from '@/lib/session-storage';
import { envelopeResponse, renderWithProviders, stubServer } from '@/testing/test-utils';
import { AgentRegisterPage } from './agent-register-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await setLanguage('th');
});

const invitation: AgentInvitationValue = {
  code: 'TOP2026',
  link: 'https://demo.example/m/register?affiliateCode=TOP2026',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  rates: { RNG: '2.00', LIVE: '1.00' },
};

const stub = (rebates: AgentRebatesValue) =>
  stubServer({
    answer: (url) => {
      if (url.startsWith('/wps/agent/invitation')) return envelopeResponse(invitation);
      if (url.startsWith('/wps/agent/rebates')) return envelopeResponse(rebates);
      return undefined;
    },
  });

const signIn = async (language: 'th' | 'en') => {
  await setLanguage(language);
  await featureMessagesReady();
  writeSession({
    token: 'tok-1',
    merchantCode: 'demo',
    userName: 'a1',
    type: 41,
    firstTimeLogin: false,
  });
};

describe('/m/agentRegister rebate quotas (§7)', () => {
  it('shows each bounded rate with how many are used and left, before the form', async () => {
    stub({
      rates: invitation.rates,
      quotas: [
        { category: 'RNG', rate: '2.00', quota: 3, used: 1 },
        { category: 'LIVE', rate: '1.00', quota: 2, used: 2 },
      ],
    });
    await signIn('en');
    renderWithProviders(<AgentRegisterPage />);
    const slots = await screen.findByTestId('agent-quota-RNG-2.00');
    expect(slots.textContent).toContain('2.00 %');
    expect(slots.textContent).toContain('1 of 3 used');
    expect(slots.textContent).toContain('2 left');
    expect(screen.getByTestId('agent-quota-LIVE-1.00').textContent).toContain('None left');
    const quotas = screen.getByTestId('agent-quotas');
    const form = await screen.findByTestId('open-downline');
    // The quotas come before the form that opens a downline.
    expect(quotas.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so in Thai when no rate is bounded', async () => {
    stub({ rates: invitation.rates, quotas: [] });
    await signIn('th');
    renderWithProviders(<AgentRegisterPage />);
    expect((await screen.findByTestId('agent-quotas-none')).textContent).toContain(
      'ไม่มีการจำกัดโควตา',
    );
  });
});
