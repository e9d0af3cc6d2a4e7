import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole, stubOps, type OpsRequest } from '../testing/render-console';
import { MessagesPage } from './messages';

/** The server's side: answers a send once the test lets it, and lists what it sent. */
function messagesServer() {
  const sent: { id: number; title: string }[] = [];
  let release: () => void = () => undefined;
  const requests = stubOps(async (r: OpsRequest) => {
    if (r.method === 'GET') return { list: [] };
    await new Promise<void>((resolve) => (release = resolve));
    sent.push({ id: sent.length + 1, title: (r.body as { title: string }).title });
    return { id: sent.length, recipients: 2 };
  });
  const sends = () => requests.filter((r) => r.method === 'POST');
  return { sends, answer: () => release() };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Messages form', () => {
  it('sends once on a double click, with one key per message', async () => {
    const server = messagesServer();
    renderConsole(<MessagesPage />, 'messages');
    await screen.findByLabelText('Title');
    fill('Member id', '7');
    fill('Title', 'Hello');
    fill('Message (HTML)', '<p>Hi</p>');
    const send = await screen.findByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(server.sends()).toHaveLength(1));
    expect((send as HTMLButtonElement).disabled).toBe(true);
    server.answer();
    // Sent: the form is cleared for the next message.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(''));
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    expect(server.sends()).toHaveLength(1);
    const first = server.sends()[0]!;
    expect(first.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);
    expect(first.body).toEqual({
      audience: 'member',
      memberId: 7,
      title: 'Hello',
      content: '<p>Hi</p>',
    });

    // The next message is another intent: a new key.
    fill('Title', 'Again');
    fill('Message (HTML)', '<p>Again</p>');
    fireEvent.click(send);
    await waitFor(() => expect(server.sends()).toHaveLength(2));
    server.answer();
    const second = server.sends()[1]!;
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
  });

  it('shows a refusal at the field it names', async () => {
    const requests = stubOps((r) =>
      r.method === 'GET'
        ? { list: [] }
        : new Response(
            JSON.stringify({
              success: false,
              code: 'BAD_REQUEST',
              message: 'memberId: memberId is required',
              value: { fields: { memberId: 'memberId is required' } },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
    );
    renderConsole(<MessagesPage />, 'messages');
    await screen.findByLabelText('Title');
    fill('Title', 'Hello');
    fill('Message (HTML)', 'x');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('memberId is required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
