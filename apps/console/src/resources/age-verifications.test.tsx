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
    // Approval needs the date printed on the document.
    fireEvent.click(screen.getByRole('button', { name: 'Approve: age verified' }));
    expect(await screen.findByText('Enter the date of birth shown on the document')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname.endsWith('/decide'))).toBe(false);
    fireEvent.change(screen.getByLabelText(/Date of birth on the document/), {
      target: { value: '1990-05-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve: age verified' }));
    expect(await screen.findByText(/somchai: age verified/)).toBeTruthy();
    const decision = requests.find((r) => r.url.pathname.endsWith('/decide'))!;
    expect(decision.method).toBe('POST');
    expect(decision.body).toEqual({ id: 7, action: 'approve', documentDateOfBirth: '1990-05-01' });
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

  it('shows the refusal of a date unlike the registered one on the field, and allows a rejection', async () => {
    const requests = stubOps((r) => {
      if (r.url.pathname === '/ops/protection/ageVerifications') return [waiting];
      if (r.url.pathname === '/ops/protection/ageVerifications/document')
        return { contentType: 'image/png', dataUrl: PIXEL };
      const body = r.body as { action: string; reason?: string };
      if (body.action === 'approve')
        return new Response(
          JSON.stringify({
            success: false,
            code: 'DOB_MISMATCH',
            message: 'documentDateOfBirth: differs',
            value: { fields: { documentDateOfBirth: 'differs from 1990-05-01' } },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      return { ...waiting, state: 'rejected', reason: body.reason, decidedAt: Date.now() };
    });
    renderConsole(<AgeVerificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check somchai' }));
    await screen.findByRole('img', { name: 'ID document of somchai' });
    expect(screen.getByText(/At registration: 1990-05-01/)).toBeTruthy();
    const field = screen.getByLabelText(/Date of birth on the document/);
    fireEvent.change(field, { target: { value: '1990-05-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve: age verified' }));
    expect(
      await screen.findByText(
        'Not the date of birth given at registration (1990-05-01). Check the document again, or reject it with a reason.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Still open: the operator rejects it with a reason.
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The date of birth is not the registered one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() => expect(screen.getByText(/somchai: document rejected/)).toBeTruthy());
    const decisions = requests.filter((r) => r.url.pathname.endsWith('/decide'));
    expect(decisions.map((r) => r.body)).toEqual([
      { id: 7, action: 'approve', documentDateOfBirth: '1990-05-10' },
      { id: 7, action: 'reject', reason: 'The date of birth is not the registered one' },
    ]);
  });

  it('is for support and the owner only', () => {
    expect(seesAgeVerifications('support')).toBe(true);
    expect(seesAgeVerifications('owner')).toBe(true);
    expect(seesAgeVerifications('read_only')).toBe(false);
    expect(seesAgeVerifications('finance')).toBe(false);
  });
});
