import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@lotto/contract';
import { demoSettings } from '@/testing/fixtures';
import { loginAs, renderRoute, stubServer } from '@/testing/test-utils';
import { readSession } from '@/lib/session-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app layout (§2.2)', () => {
  it('shows a visitor the home top bar with logo, login, register, download and menu', async () => {
    stubServer();
    renderRoute('/m/home');
    await screen.findByTestId('page-home');
    expect(screen.getByTestId('top-bar-logo')).toBeTruthy();
    expect(screen.getByTestId('top-bar-login').getAttribute('href')).toBe('/m/login');
    expect(screen.getByTestId('top-bar-register').getAttribute('href')).toBe('/m/register');
    expect(screen.getByTestId('top-bar-download')).toBeTruthy();
    expect(screen.getByTestId('top-bar-menu')).toBeTruthy();
    expect(screen.queryByTestId('top-bar-back')).toBeNull();
    expect(screen.queryByTestId('top-bar-freeplay')).toBeNull();
    expect(screen.queryByTestId('top-bar-balance')).toBeNull();
    expect(screen.getByTestId('bottom-menu')).toBeTruthy();
    // The footer, below the page, follows a task after the first paint.
    expect((await screen.findByTestId('site-footer')).textContent).toContain('2019-2025');
  });

  it('shows free play when the merchant turns FREEPLAY3 on', async () => {
    stubServer({ settings: { ...demoSettings, whitelabel: { FREEPLAY3: true } } });
    renderRoute('/m/home');
    expect(await screen.findByTestId('top-bar-freeplay')).toBeTruthy();
  });

  it('shows a member deposit and an honest balance placeholder, not an amount', async () => {
    stubServer();
    loginAs();
    renderRoute('/m/home');
    await screen.findByTestId('page-home');
    expect(screen.getByTestId('top-bar-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    const balance = screen.getByTestId('top-bar-balance');
    expect(balance.textContent).toContain('—');
    expect(balance.textContent).not.toMatch(/\d/);
    expect(screen.queryByTestId('top-bar-login')).toBeNull();
  });

  it('hides the top bar and bottom menu on the login page', async () => {
    stubServer();
    renderRoute('/m/login');
    await screen.findByTestId('page-login');
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.queryByTestId('bottom-menu')).toBeNull();
  });

  it('titles the page and sends the back arrow of the notice page home', async () => {
    stubServer();
    const { pathname } = renderRoute('/m/notice');
    await screen.findByTestId('page-notice');
    expect(screen.getByTestId('top-bar-title').textContent).toBe('ประกาศ');
    fireEvent.click(screen.getByTestId('top-bar-back'));
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });

  it('opens the side panel, switches language and closes the list', async () => {
    stubServer();
    renderRoute('/m/home');
    fireEvent.click(await screen.findByTestId('top-bar-menu'));
    const panel = await screen.findByTestId('side-panel');
    expect(panel.getAttribute('role')).toBe('dialog');
    fireEvent.click(screen.getByRole('button', { name: /ภาษา/ }));
    fireEvent.click(screen.getByTestId('language-option-en'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.queryByTestId('language-picker')).toBeNull();
    expect(localStorage.getItem(StorageKey.language)).toBe('en');
  });

  it('signs a member out after confirmation', async () => {
    stubServer();
    loginAs();
    localStorage.setItem(StorageKey.memberInfo, '{}');
    const { pathname } = renderRoute('/m/gameCenter');
    fireEvent.click(await screen.findByTestId('top-bar-menu'));
    fireEvent.click(await screen.findByTestId('side-panel-sign-out'));
    const dialog = await screen.findByTestId('sign-out-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    });
    // The sign-out flow loads on demand and ends the server session first (§4).
    await waitFor(() => expect(readSession()).toBeNull());
    expect(localStorage.getItem(StorageKey.memberInfo)).toBeNull();
    expect(localStorage.getItem(StorageKey.autoLogin)).toBe('0');
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });

  it('opens the customer service popup from the bottom menu', async () => {
    stubServer();
    renderRoute('/m/home');
    fireEvent.click(await screen.findByTestId('bottom-menu-service'));
    const popup = await screen.findByTestId('service-popup');
    expect(popup.querySelector('a[href="/m/webEmail"]')).toBeTruthy();
    expect(popup.querySelector('a[href="/m/notice"]')).toBeTruthy();
  });

  it('§2.5 opens the register modal from the top bar and fetches a captcha only then', async () => {
    const fetchMock = stubServer({
      settings: {
        ...demoSettings,
        register: { ...demoSettings.register, captcha: true },
      },
    });
    const { pathname } = renderRoute('/m/home');
    const button = await screen.findByTestId('top-bar-register');
    // Before the settings are in, it is a plain link to /m/register (isHideRegister).
    await waitFor(() => expect(button.getAttribute('aria-haspopup')).toBe('dialog'));
    const captchaCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/wps/captcha')).length;
    expect(captchaCalls()).toBe(0);
    fireEvent.click(button);
    const modal = await screen.findByTestId('register-modal', {}, { timeout: 15_000 });
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(await screen.findByTestId('register-form-username')).toBeTruthy();
    await waitFor(() => expect(captchaCalls()).toBe(1));
    expect(pathname()).toBe('/m/home');
    fireEvent.click(screen.getByTestId('register-modal-close'));
    await waitFor(() => expect(screen.queryByTestId('register-modal')).toBeNull());
    // Each opening asks for a fresh one.
    fireEvent.click(screen.getByTestId('top-bar-register'));
    await screen.findByTestId('register-modal');
    await waitFor(() => expect(captchaCalls()).toBe(2));
  }, 30_000);
});
