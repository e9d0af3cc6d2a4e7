import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstTouch } from './first-touch';

const formWithField = () => {
  const form = document.createElement('form');
  const input = document.createElement('input');
  form.appendChild(input);
  document.body.appendChild(form);
  return { form, input };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first touch of a form', () => {
  it('runs once, at the first focus, typing or tap', () => {
    const { form, input } = formWithField();
    const start = vi.fn();
    onFirstTouch(form, start);
    expect(start).not.toHaveBeenCalled();
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs at once when a field already has focus, and not after it was stopped', () => {
    const { form, input } = formWithField();
    input.focus();
    const early = vi.fn();
    onFirstTouch(form, early);
    expect(early).toHaveBeenCalledTimes(1);

    input.blur();
    const stopped = vi.fn();
    onFirstTouch(form, stopped)();
    input.focus();
    expect(stopped).not.toHaveBeenCalled();
  });
});
