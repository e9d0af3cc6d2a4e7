import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OperatorItem, OpsDepositRow } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { DepositList } from './finance';
import { OperatorList } from './operators';

afterEach(() => i18nProvider.changeLocale('en'));

const deposit = (id: number, over: Partial<OpsDepositRow>): OpsDepositRow => ({
  id,
  memberId: 7,
  username: 'somchai',
  method: 'promptPay',
  requestedAmount: '500.00',
  amount: '500.37',
  state: 'pending',
  reference: `D${id}`,
  createdAt: Date.UTC(2026, 10, 1, 5, 30),
  expiresAt: Date.UTC(2026, 10, 1, 5, 45),
  decidedAt: null,
  decidedBy: null,
  ...over,
});

const operator = (id: number, over: Partial<OperatorItem>): OperatorItem => ({
  id,
  username: `op${id}`,
  role: 'finance',
  status: 'active',
  createdAt: Date.UTC(2026, 10, 1),
  lastSignInAt: null,
  ...over,
});

describe('stored values in Thai', () => {
  it("words a deposit's method and state, not the contract's values", async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => [
      deposit(2, {}),
      deposit(1, { method: 'bankTransfer', state: 'credited', decidedBy: 'fin1' }),
    ]);
    renderConsole(<DepositList />, 'deposits');
    expect(await screen.findByText('D2')).toBeTruthy();
    expect(screen.getByText('พร้อมเพย์')).toBeTruthy();
    expect(screen.getByText('โอนผ่านบัญชีธนาคาร')).toBeTruthy();
    expect(screen.getByText('รอตรวจสอบ')).toBeTruthy();
    expect(screen.getByText('เติมเงินเข้าแล้ว')).toBeTruthy();
    expect(screen.queryByText('promptPay')).toBeNull();
    expect(screen.queryByText('pending')).toBeNull();
  });

  it("words an operator's role and status", async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => ({
      list: [operator(1, { role: 'owner' }), operator(2, { status: 'invited' })],
    }));
    renderConsole(<OperatorList />, 'operators');
    expect(await screen.findByText('op2')).toBeTruthy();
    expect(screen.getByText('เจ้าของ', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('เชิญแล้ว ยังไม่ลงทะเบียน', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByText('invited')).toBeNull();
  });

  it('keeps English for an English-reading operator', async () => {
    stubOps(() => [deposit(3, { method: 'gateway', state: 'expired' })]);
    renderConsole(<DepositList />, 'deposits');
    expect(await screen.findByText('Payment gateway')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});
