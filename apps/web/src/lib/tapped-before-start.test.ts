import { afterEach, describe, expect, it } from 'vitest';
import { keepTappedBeforeStart } from './tapped-before-start';

const served = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
};

const counting = (root: HTMLElement) => {
  const taps: string[] = [];
  root.addEventListener('click', (e) => taps.push((e.target as HTMLElement).id));
  return taps;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a button tapped before the app took the page over', () => {
  it('is tapped again where the app kept the element', () => {
    const root = served('<header><button id="menu" aria-label="Menu"></button></header>');
    const button = root.querySelector('button') as HTMLElement;
    const tapAgain = keepTappedBeforeStart(root, button);
    const taps = counting(root);
    tapAgain();
    expect(taps).toEqual(['menu']);
  });

  it("is found at its place in the app's own elements when they replaced the server's", () => {
    const root = served(
      '<header><button id="old" aria-label="Back"></button></header><main></main>',
    );
    const tapAgain = keepTappedBeforeStart(root, root.querySelector('button'));
    root.innerHTML =
      '<header><button id="new" aria-label="Back"></button></header><main><form></form></main>';
    const taps = counting(root);
    tapAgain();
    expect(taps).toEqual(['new']);
  });

  it('is not tapped where the place now holds another button (another language, another page)', () => {
    const root = served('<header><button id="old">Log in</button></header>');
    const tapAgain = keepTappedBeforeStart(root, root.querySelector('button'));
    root.innerHTML = '<header><button id="new">เข้าสู่ระบบ</button></header>';
    const taps = counting(root);
    tapAgain();
    root.innerHTML = '<header><div><button id="elsewhere">Log in</button></div></header>';
    tapAgain();
    expect(taps).toEqual([]);
  });

  it("is tapped where the same control now reads in the player's language", () => {
    const root = served(
      '<header><button id="old" data-testid="top-bar-download">ดาวน์โหลด</button></header>',
    );
    const tapAgain = keepTappedBeforeStart(root, root.querySelector('button'));
    root.innerHTML =
      '<header><button id="new" data-testid="top-bar-download">Download</button></header>';
    const taps = counting(root);
    tapAgain();
    expect(taps).toEqual(['new']);
  });

  it('does nothing without a button kept, or with one outside the root', () => {
    const root = served('<button id="inside">Go</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const taps = counting(document.body);
    keepTappedBeforeStart(root, null)();
    keepTappedBeforeStart(root, outside)();
    expect(taps).toEqual([]);
  });
});
