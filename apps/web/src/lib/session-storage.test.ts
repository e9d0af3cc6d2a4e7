import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_MARK_COOKIE } from '@lotto/contract';
import { clearLocalSession, writeSession } from './session-storage';

const marked = () => `; ${document.cookie}`.includes(`; ${MEMBER_MARK_COOKIE}=1`);

describe('the member mark the server reads before it renders a page', () => {
  afterEach(() => clearLocalSession());

  it('is set while the app holds a session and gone with it', () => {
    expect(marked()).toBe(false);
    writeSession({
      token: 't',
      merchantCode: 'DEMO',
      userName: 'player1',
      type: 0,
      firstTimeLogin: false,
    });
    expect(marked()).toBe(true);
    // The mark says nothing about who: the name stays in session storage.
    expect(document.cookie).not.toContain('player1');
    clearLocalSession();
    expect(marked()).toBe(false);
  });
});
