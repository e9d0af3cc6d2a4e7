import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedBeforeStart } from './typed-before-start';

/** The served page: a form as the server rendered it, with a remembered-by-the-app default. */
const servedForm = () => {
  document.body.innerHTML = `<div id="root"><form>
    <input name="username" value="">
    <input name="password" type="password" value="">
    <input name="nickname" value="">
    <input name="remember" type="checkbox">
    <textarea name="note"></textarea>
  </form></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const field = <T extends Element>(name: string) =>
    root.querySelector(`[name="${name}"]`) as unknown as T;
  return { root, field };
};

/** What the app's form writes into its fields when it takes them (its default values). */
const appTakesOver = (root: HTMLElement) => {
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'checkbox') input.checked = false;
    else input.value = input.name === 'nickname' ? 'remembered' : '';
  }
  (root.querySelector('textarea') as HTMLTextAreaElement).value = '';
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a player typed before the app took the page over', () => {
  it('is given back to its fields, as if typed, once the app has taken them', () => {
    const { root, field } = servedForm();
    const heard: string[] = [];
    root.addEventListener('input', (e) =>
      heard.push(`input ${(e.target as HTMLInputElement).name}`),
    );
    root.addEventListener('change', (e) =>
      heard.push(`change ${(e.target as HTMLInputElement).name}`),
    );
    field<HTMLInputElement>('username').value = 'player1';
    field<HTMLInputElement>('password').value = 'secret-1';
    field<HTMLInputElement>('remember').checked = true;
    field<HTMLTextAreaElement>('note').value = 'hello';

    const giveBack = keepTypedBeforeStart(root);
    appTakesOver(root);
    giveBack();

    expect(field<HTMLInputElement>('username').value).toBe('player1');
    expect(field<HTMLInputElement>('password').value).toBe('secret-1');
    expect(field<HTMLInputElement>('remember').checked).toBe(true);
    expect(field<HTMLTextAreaElement>('note').value).toBe('hello');
    expect(heard.sort()).toEqual([
      'change remember',
      'input note',
      'input password',
      'input username',
    ]);
  });

  it('leaves a field the player did not touch to the app', () => {
    const { root, field } = servedForm();
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push('input'));
    const giveBack = keepTypedBeforeStart(root);
    appTakesOver(root);
    giveBack();
    expect(field<HTMLInputElement>('nickname').value).toBe('remembered');
    expect(heard).toEqual([]);
  });

  it('is given to the field of the same name when the app renders the page anew', () => {
    const { root, field } = servedForm();
    field<HTMLInputElement>('username').value = 'player1';
    field<HTMLInputElement>('remember').checked = true;
    const giveBack = keepTypedBeforeStart(root);
    // The app's page in another language: new elements, the same fields.
    root.innerHTML = `<form><input name="username" value=""><input name="remember" type="checkbox"></form>`;
    giveBack();
    expect(field<HTMLInputElement>('username').value).toBe('player1');
    expect(field<HTMLInputElement>('remember').checked).toBe(true);
  });

  it('is dropped when the app renders no such field, or more than one', () => {
    const { root, field } = servedForm();
    field<HTMLInputElement>('username').value = 'player1';
    field<HTMLInputElement>('password').value = 'secret-1';
    const giveBack = keepTypedBeforeStart(root);
    root.innerHTML = `<input name="username"><input name="username"><input name="other">`;
    giveBack();
    expect([...root.querySelectorAll('input')].map((i) => i.value)).toEqual(['', '', '']);
  });
});
