import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { writeSession } from '@/lib/session-storage';
import { envelopeResponse, loginAs, renderWithProviders } from '@/testing/test-utils';
import { NoticeList } from './notice-list';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const notice = (id: number, read: boolean) => ({
  id,
  announcementId: id,
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  read,
});

/** Announcements with notice 1 unread until a mark-read call arrives; notice 2 read already. */
const stubNotices = () => {
  let read1 = false;
  const marks: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('/wps/announcements/read')) {
      marks.push(JSON.parse(String(init?.body)));
      read1 = true;
      return envelopeResponse(null);
    }
    return envelopeResponse({
      banners: [],
      player: [notice(1, read1), notice(2, true)],
      popup: [],
      promotion: [],
      hot: [],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return marks;
};

describe('/m/notice read marks (§4, §7)', () => {
  it("marks a member's unread notice, and opening it marks it read and drops the mark", async () => {
    const marks = stubNotices();
    loginAs();
    renderWithProviders(<NoticeList />);
    const first = await screen.findByTestId('notice-1');
    expect(first.querySelector('[data-testid="notice-unread"]')).not.toBeNull();
    expect(
      screen.getByTestId('notice-2').querySelector('[data-testid="notice-unread"]'),
    ).toBeNull();
    // Opening a <details> fires its toggle event.
    (first as HTMLDetailsElement).open = true;
    await waitFor(() => expect(marks).toEqual([{ announcementId: 1, read: true }]));
    await waitFor(() => expect(screen.queryAllByTestId('notice-unread')).toHaveLength(0));
  });

  it('shows no marks to a visitor or a type-4 member, and sends no mark', async () => {
    const marks = stubNotices();
    writeSession({
      token: 'tok-4',
      merchantCode: 'demo',
      userName: 'four',
      type: 4,
      firstTimeLogin: false,
    });
    renderWithProviders(<NoticeList />);
    const first = await screen.findByTestId('notice-1');
    expect(screen.queryAllByTestId('notice-unread')).toHaveLength(0);
    // Opening a <details> fires its toggle event.
    (first as HTMLDetailsElement).open = true;
    await new Promise((r) => setTimeout(r, 50));
    expect(marks).toEqual([]);
  });
});
