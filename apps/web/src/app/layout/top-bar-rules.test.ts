import { describe, expect, it } from 'vitest';
import { topBarModel } from './top-bar-rules';

const visitor = { loggedIn: false, freePlay: false };
const member = { loggedIn: true, freePlay: false };

describe('top bar rules (§2.2)', () => {
  it.each([
    ['/m/activity', 'title.promotions'],
    ['/m/forget', 'title.forget'],
    ['/m/home', 'title.home'],
    ['/m/register', 'title.register'],
    ['/m/trail', 'title.trial'],
    ['/m/changePsw', 'title.change_password'],
    ['/m/notice', 'title.notice'],
    ['/m/gameCenter', 'title.game_center'],
    ['/m/sports', 'title.game_center'],
  ])('%s is titled %s', (path, key) => {
    expect(topBarModel(path, visitor).titleKey).toBe(key);
  });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/unknown'])(
    'shows the logo on the home path %s',
    (path) => {
      expect(topBarModel(path, visitor).left).toBe('logo');
    },
  );

  it.each(['/m/register', '/m/trail', '/m/notice', '/m/activity', '/m/promotions', '/m/forget'])(
    'sends the back arrow of %s to home',
    (path) => {
      expect(topBarModel(path, visitor).left).toBe('back-home');
    },
  );

  it.each(['/m/gameCenter', '/m/lottery', '/m/mall/mallHome', '/m/service'])(
    'goes back one step from %s',
    (path) => {
      expect(topBarModel(path, visitor).left).toBe('back');
    },
  );

  it('has no back arrow and an empty right side on /m/changePsw', () => {
    const model = topBarModel('/m/changePsw', member);
    expect(model.left).toBe('none');
    expect(Object.values(model.right).some(Boolean)).toBe(false);
  });

  it.each(['/m/login', '/m/launchGame', '/m/startLottery'])('hides the top bar on %s', (path) => {
    expect(topBarModel(path, visitor).visible).toBe(false);
  });

  it('offers a visitor login, register, download and menu on home and register only', () => {
    for (const path of ['/m/home', '/m/register']) {
      expect(topBarModel(path, visitor).right).toEqual({
        freePlay: false,
        login: true,
        register: true,
        deposit: false,
        balance: false,
        download: true,
        menu: true,
      });
    }
    expect(Object.values(topBarModel('/m/gameCenter', visitor).right).some(Boolean)).toBe(false);
  });

  it('adds free play for a visitor only with FREEPLAY3', () => {
    expect(topBarModel('/m/home', { loggedIn: false, freePlay: true }).right.freePlay).toBe(true);
    expect(topBarModel('/m/home', { loggedIn: true, freePlay: true }).right.freePlay).toBe(false);
  });

  it('gives a member deposit on home paths, and balance, download and menu everywhere', () => {
    expect(topBarModel('/m/home', member).right).toEqual({
      freePlay: false,
      login: false,
      register: false,
      deposit: true,
      balance: true,
      download: true,
      menu: true,
    });
    const elsewhere = topBarModel('/m/gameCenter', member).right;
    expect(elsewhere.deposit).toBe(false);
    expect(elsewhere.balance && elsewhere.download && elsewhere.menu).toBe(true);
  });
});
