import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_INSTALL_OFFER_GLOBAL } from '@lotto/contract';
import {
  captureInstallPrompt,
  installPrompt,
  promptInstall,
  subscribeInstallPrompt,
} from './install-prompt';

describe("the browser's install prompt (§2.13)", () => {
  it('is kept from the start, shown once on demand, then forgotten', async () => {
    const target = new EventTarget();
    captureInstallPrompt(target);
    const changed = vi.fn();
    const stop = subscribeInstallPrompt(changed);
    expect(installPrompt()).toBeNull();
    expect(await promptInstall()).toBe(false);

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    // The browser's own mini bar is held back until the player asks.
    expect(offer.defaultPrevented).toBe(true);
    expect(installPrompt()).toBe(offer);
    expect(changed).toHaveBeenCalledTimes(1);

    expect(await promptInstall()).toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPrompt()).toBeNull();

    target.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt }));
    target.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt()).toBeNull();
    stop();
  });

  it("takes the offer the server-rendered page's script kept before the app started", () => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
    });
    const target = Object.assign(new EventTarget(), {
      [FIRST_VIEW_INSTALL_OFFER_GLOBAL]: () => offer,
    });
    captureInstallPrompt(target);
    expect(installPrompt()).toBe(offer);
  });
});
