import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  closeRegister,
  isHideRegister,
  markRegisterSuccess,
  openRegister,
  useRegisterModal,
} from './register-modal-store';

const open = { usernameRegistration: true, mobileRegistration: false };

afterEach(() => closeRegister());

describe('§2.5 the register modal flags', () => {
  it('showRegister opens it, registerSuccess follows a registration, closing clears both', () => {
    const { result } = renderHook(() => useRegisterModal());
    expect(result.current).toEqual({ showRegister: false, registerSuccess: false });
    act(() => openRegister());
    expect(result.current).toEqual({ showRegister: true, registerSuccess: false });
    act(() => markRegisterSuccess());
    expect(result.current).toEqual({ showRegister: true, registerSuccess: true });
    act(() => closeRegister());
    expect(result.current).toEqual({ showRegister: false, registerSuccess: false });
    // Opened again, it starts from the form, not from the last success.
    act(() => markRegisterSuccess());
    act(() => openRegister());
    expect(result.current.registerSuccess).toBe(false);
  });

  it('isHideRegister: offered to a visitor elsewhere than the register page', () => {
    expect(isHideRegister({ pathname: '/m/home', loggedIn: false, register: open })).toBe(false);
    expect(isHideRegister({ pathname: '/', loggedIn: false, register: open })).toBe(false);
  });

  it('isHideRegister: hidden for a member, on /m/register and register.html, and while closed', () => {
    expect(isHideRegister({ pathname: '/m/home', loggedIn: true, register: open })).toBe(true);
    expect(isHideRegister({ pathname: '/m/register', loggedIn: false, register: open })).toBe(true);
    expect(isHideRegister({ pathname: '/m/register.html', loggedIn: false, register: open })).toBe(
      true,
    );
    expect(isHideRegister({ pathname: '/m/home', loggedIn: false, register: undefined })).toBe(
      true,
    );
    expect(
      isHideRegister({
        pathname: '/m/home',
        loggedIn: false,
        register: { usernameRegistration: false, mobileRegistration: false },
      }),
    ).toBe(true);
  });
});
