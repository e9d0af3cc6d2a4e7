import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';

// The real widget needs workers and Web Crypto: a stand-in element answers with a fixed payload.
const widgetLoads = vi.hoisted(() => vi.fn(async () => 'th'));
vi.mock('../utils/altcha-loader', () => ({ loadWidgetLanguage: widgetLoads }));

class FakeWidget extends HTMLElement {
  async configure() {}
  async verify() {
    return { payload: 'cGF5bG9hZA==' };
  }
  reset() {}
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'sig' };

let challengeAnswers: Response[] = [];
const challengeCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/wps/verification/altcha'))
    .length;

beforeEach(() => {
  widgetLoads.mockClear();
  challengeAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/wps/verification/altcha')
        ? (challengeAnswers.shift() ?? envelopeResponse(challenge))
        : envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = () => {
  const handle = createRef<AltchaHandle>();
  renderWithProviders(
    <form>
      <input data-testid="field" />
      <AltchaBox handleRef={handle} />
    </form>,
  );
  return handle;
};

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('ALTCHA box (§2.4, §2.5)', () => {
  it('keeps its place but loads nothing until the player first touches the form', async () => {
    renderForm();
    await settle();
    expect(screen.getByTestId('altcha-box')).toBeTruthy();
    expect(widgetLoads).not.toHaveBeenCalled();
    expect(challengeCalls()).toBe(0);
    // Its place shows the widget's resting look, label included, not an empty gap.
    expect(screen.getByTestId('altcha-resting').textContent).toBe('ฉันไม่ใช่บอท');

    fireEvent.focusIn(screen.getByTestId('field'));
    // The widget takes the place over: it alone is left in the box.
    await waitFor(() =>
      expect([...screen.getByTestId('altcha-box').children].map((c) => c.tagName)).toEqual([
        'ALTCHA-WIDGET',
      ]),
    );
    fireEvent.input(screen.getByTestId('field'), { target: { value: 'x' } });
    await settle();
    expect(widgetLoads).toHaveBeenCalledTimes(1);
    expect(challengeCalls()).toBe(1);
  });

  it('solves when submitted before any touch, with one challenge', async () => {
    const handle = renderForm();
    await settle();
    expect(await handle.current?.solve()).toBe('cGF5bG9hZA==');
    expect(challengeCalls()).toBe(1);
  });

  it('tries again on the next solve when the first load failed', async () => {
    challengeAnswers = [envelopeResponse(null, 503, { code: 'BUSY', message: 'busy' })];
    const handle = renderForm();
    await settle();
    await expect(handle.current?.solve()).rejects.toThrow();
    expect(await handle.current?.solve()).toBe('cGF5bG9hZA==');
    expect(challengeCalls()).toBe(2);
  });

  it('starts at once when invisible (trial play)', async () => {
    renderWithProviders(<AltchaBox handleRef={createRef<AltchaHandle>()} invisible />);
    await waitFor(() => expect(challengeCalls()).toBe(1));
  });
});
