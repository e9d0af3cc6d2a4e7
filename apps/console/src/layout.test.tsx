import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Admin, Resource, type AuthProvider } from 'react-admin';
import { dataProvider } from './lib/data-provider';
import { i18nProvider } from './lib/i18n-provider';
import { stubOps } from './testing/render-console';
import { ConsoleLayout } from './layout';

const owner: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'owner',
};

const renderConsoleApp = () =>
  render(
    <>
      <Admin
        dataProvider={dataProvider}
        authProvider={owner}
        i18nProvider={i18nProvider}
        layout={ConsoleLayout}
        disableTelemetry
      >
        <Resource name="members" list={() => <p>members page</p>} />
      </Admin>
    </>,
  );

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the console language', () => {
  it('opens in English, switches the menu to Thai from the app bar and keeps the choice', async () => {
    stubOps(() => ({ merchant: { name: 'Demo', logoUrl: '/logo.png' } }));
    renderConsoleApp();
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Members')).toBeTruthy();
    expect(within(menu).getByText('Settings')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ไทย' }));

    // The language change renders the console afresh: the menu is a new element.
    expect(await screen.findByRole('menuitem', { name: 'ตั้งค่า' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'สมาชิก' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'โดเมน' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ไทย' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('th');
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('th');
  });

  it('opens in the language chosen before', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('th'));
    stubOps(() => ({ merchant: { name: 'Demo', logoUrl: '/logo.png' } }));
    renderConsoleApp();
    expect(await screen.findByRole('menuitem', { name: 'ตั้งค่า' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('th');
  });
});
