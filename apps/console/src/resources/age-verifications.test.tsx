import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsAgeVerificationItem } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgeVerificationsPage, seesAgeVerifications } from './age-verifications';

const waiting: OpsAgeVerificationItem = {
  id: 7,
  memberId: 3,
  username: 'somchai',
  state: 'pending',
  dateOfBirth: '1990-05-01',
  registeredBirthDate: '1990-05-01',
  submittedAt: Date.UTC(2026, 10, 21, 2, 30),
  decidedAt: null,
  reason: null,
};
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

/** The queue until a decision, then empty; the document and the decision as the server answers. */
const server = () => {
  let decided = false;
  return stubOps((r) => {
    if (r.url.pathname === '/ops/protection/ageVerifications') return decided ? [] : [waiting];
    if (r.url.pathname === '/ops/protection/ageVerifications/document')
      return { contentType: 'image/png', dataUrl: PIXEL };
    decided = true;
    const body = r.body as { action: string; reason?: string };
    return {
      ...waiting,
      state: body.action === 'approve' ? 'verified' : 'rejected',
      reason: body.reason ?? null,
      decidedAt: Date.now(),
    };
  });
};

describe('ID documents waiting for a check (issue 34)', () => {
  it('shows the document through the authenticated call and approves it', async () => {
    const requests = server();
    renderConsole(<AgeVerificationsPage />);
    const table = await screen.findByRole('table', { name: 'ID documents waiting for a check' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('1990-05-01');
    fireEvent.click(screen.getByRole('button', { name: 'Check somchai' }));
    const image = await screen.findByRole('img', { name: 'ID document of somchai' });
    expect(image.getAttribute('src')).toBe(PIXEL);
    const doc = requests.find((r) => r.url.pathname.endsWith('/document'))!;
    expect(doc.url.searchParams.get('id')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Approve: age verified' }));
    expect(await screen.findByText(/somchai: age verified/)).toBeTruthy();
    const decision = requests.find((r) => r.url.pathname.endsWith('/decide'))!;
    expect(decision.method).toBe('POST');
    expect(decision.body).toEqual({ id: 7, action: 'approve' });
    expect(await screen.findByText('No document is waiting for a check.')).toBeTruthy();
  });

  it('asks a reason before it rejects, and sends it', async () => {
    const requests = server();
    renderConsole(<AgeVerificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check somchai' }));
    await screen.findByRole('img', { name: 'ID document of somchai' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('Say why, the member reads it')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname.endsWith('/decide'))).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The photo is blurred' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() => expect(screen.getByText(/somchai: document rejected/)).toBeTruthy());
    const decision = requests.find((r) => r.url.pathname.endsWith('/decide'))!;
    expect(decision.body).toEqual({ id: 7, action: 'reject', reason: 'The photo is blurred' });
  });

  it('is for support and the owner only', () => {
    expect(seesAgeVerifications('support')).toBe(true);
    expect(seesAgeVerifications('owner')).toBe(true);
    expect(seesAgeVerifications('read_only')).toBe(false);
    expect(seesAgeVerifications('finance')).toBe(false);
  });
});
