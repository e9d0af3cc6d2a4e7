import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps, type OpsRequest } from '../testing/render-console';
import { SettingsPage } from './settings-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

/** The parts of a configuration the page reads; the form leaves the rest as it found it. */
const config = (loginVideo?: object) => ({
  code: 'DEMO',
  name: 'Lucky',
  status: { maintenance: false, info: '' },
  ...(loginVideo ? { loginVideo } : {}),
});

const serve = (loginVideo?: object) =>
  stubOps((r: OpsRequest) => {
    if (r.url.pathname === '/ops/merchant/settings' && r.method === 'GET')
      return { version: 7, config: config(loginVideo), updatedAt: 0, updatedBy: null };
    if (r.url.pathname === '/ops/merchant/versions') return { list: [] };
    if (r.url.pathname === '/ops/merchant/settings' && r.method === 'PUT')
      return { version: 8, changes: [] };
    return null;
  });

const saved = (requests: OpsRequest[]) =>
  requests
    .filter((r) => r.method === 'PUT')
    .map((r) => r.body as { version: number; config: object });

describe('§2.4 the login-page video in the merchant settings', () => {
  it('is set by its address and poster, and saved with the configuration', async () => {
    const requests = serve();
    renderConsole(<SettingsPage />);
    const block = await screen.findByTestId('login-video-settings');
    expect(within(block).getByText('Login page video')).toBeTruthy();
    fireEvent.change(within(block).getByLabelText('Video address'), {
      target: { value: 'https://cdn.example.com/intro.mp4' },
    });
    fireEvent.change(within(block).getByLabelText(/^Poster picture address/), {
      target: { value: '/media/intro.webp' },
    });
    expect(within(block).getByLabelText('Preview of the login page video')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(saved(requests)).toHaveLength(1));
    expect(saved(requests)[0]).toEqual({
      version: 7,
      config: {
        ...config(),
        loginVideo: { url: 'https://cdn.example.com/intro.mp4', posterUrl: '/media/intro.webp' },
      },
    });
  });

  it('names an address that is neither https nor a path of the site, as the server would', async () => {
    serve();
    renderConsole(<SettingsPage />);
    const block = await screen.findByTestId('login-video-settings');
    fireEvent.change(within(block).getByLabelText('Video address'), {
      target: { value: 'http://cdn.example.com/intro.mp4' },
    });
    expect(within(block).getByText('Must start with https:// or /')).toBeTruthy();
    expect(within(block).queryByLabelText('Preview of the login page video')).toBeNull();
  });

  it('emptying the address removes the video', async () => {
    const requests = serve({ url: '/media/intro.webm' });
    renderConsole(<SettingsPage />);
    const block = await screen.findByTestId('login-video-settings');
    const address = within(block).getByLabelText('Video address');
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('/media/intro.webm'));
    fireEvent.change(address, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(saved(requests)).toHaveLength(1));
    expect(saved(requests)[0]!.config).toEqual(config());
  });
});

describe('the settings form in Thai', () => {
  it('labels each field in words, with a line of help where one helps', async () => {
    serve();
    await i18nProvider.changeLocale('th');
    renderConsole(<SettingsPage />);
    expect(await screen.findByLabelText('ชื่อร้านค้า')).toBeTruthy();
    expect(screen.getByLabelText('ยอดถอนสูงสุดต่อวัน')).toBeTruthy();
    expect(screen.getAllByText('ภาษาเริ่มต้น').length).toBeGreaterThan(0);
    expect(screen.getByText(/ชื่อตาม IANA เช่น Asia\/Bangkok/)).toBeTruthy();
    expect(screen.getByLabelText('แชทสด (CBS3)')).toBeTruthy();
    // The configuration's own key names are not shown as labels.
    expect(screen.queryByLabelText('dailyMax')).toBeNull();
    expect(screen.queryByLabelText('timeZone')).toBeNull();
  });

  it('names the languages of its pickers in their own script, not their codes', async () => {
    serve();
    await i18nProvider.changeLocale('th');
    renderConsole(<SettingsPage />);
    await screen.findByLabelText('ชื่อร้านค้า');
    // The languages offered: each by its name in its own script, as the app's picker lists it.
    for (const name of ['ไทย', 'English', '简体中文', '日本語', 'Tiếng Việt', 'Bahasa Indonesia'])
      expect(screen.getByLabelText(name)).toBeTruthy();
    expect(screen.queryByLabelText('cn')).toBeNull();
    const defaultLanguage = screen.getAllByLabelText('ภาษาเริ่มต้น').at(-1)!;
    fireEvent.mouseDown(within(defaultLanguage.parentElement!).getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '简体中文' })).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: 'cn' })).toBeNull();
  });

  it("shows the server's reason under the refused field and names it in the list", async () => {
    await i18nProvider.changeLocale('th');
    stubOps((r: OpsRequest) => {
      if (r.url.pathname === '/ops/merchant/settings' && r.method === 'GET')
        return { version: 7, config: config(), updatedAt: 0, updatedBy: null };
      if (r.url.pathname === '/ops/merchant/versions') return { list: [] };
      return new Response(
        JSON.stringify({
          success: false,
          code: 'BAD_REQUEST',
          message: 'Please check the highlighted fields',
          value: {
            fields: { 'config.timeZone': 'Invalid option' },
            fieldCodes: { 'config.timeZone': { code: 'choice' } },
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    });
    renderConsole(<SettingsPage />);
    await screen.findByLabelText('ชื่อร้านค้า');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText('เขตเวลา: ต้องเลือกจากตัวเลือกที่มี')).toBeTruthy();
    const zone = screen.getByLabelText('เขตเวลา');
    expect(zone.getAttribute('aria-invalid')).toBe('true');
  });
});
