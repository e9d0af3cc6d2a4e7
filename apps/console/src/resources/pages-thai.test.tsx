import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, OperationValue, opsDomains, opsNoviceTasks } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { AuditList } from './audit';
import { DomainsPage } from './domains';
import { NoviceTasksPage } from './novice-tasks';

// Issue 31: pages once written in English, read in Thai; the data stays as it is.

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('en');
});

const domains: OperationValue<typeof opsDomains> = {
  version: 4,
  domains: [
    { domain: 'demo.example.com', origin: 'https://demo.example.com', main: true, blocked: false },
    { domain: 'old.example.com', origin: null, main: false, blocked: true },
  ],
  reports: [],
};

const entry = (id: number, outcome: AuditEntry['outcome']): AuditEntry => ({
  id,
  at: Date.UTC(2026, 10, 28, 3),
  operatorId: 1,
  operator: 'owner1',
  ip: '10.0.0.1',
  action: 'opsOperators',
  targetType: 'member',
  targetId: '7',
  before: null,
  after: { locked: true },
  outcome,
});

const tasks: OperationValue<typeof opsNoviceTasks> = {
  list: [
    { code: 'prove_mobile', enabled: true, points: 10 },
    { code: 'first_deposit', enabled: false, points: 50 },
  ],
};

/** No word of English left in a text, but the data (names, addresses) shown. */
const noEnglish = (text: string, data: string[]) => {
  const rest = data.reduce((t, d) => t.split(d).join(' '), text);
  expect(rest.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? []).toEqual([]);
};

describe('console pages in Thai', () => {
  it('the domains page: headings, states, the mark and its confirmation', async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => domains);
    renderConsole(<DomainsPage />, undefined, 'owner');
    expect(await screen.findByText('demo.example.com (หลัก)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'โดเมน' });
    expect(within(table).getByText('ใช้งานอยู่')).toBeTruthy();
    expect(within(table).getByText('ถูกบล็อก')).toBeTruthy();
    expect(within(table).getByText('ไม่ใช่ต้นทาง')).toBeTruthy();
    expect(screen.getByText('ยังไม่มีแอปใดสลับออกจากโดเมน')).toBeTruthy();
    noEnglish(table.textContent ?? '', ['demo.example.com', 'old.example.com', 'https://']);
    fireEvent.click(screen.getAllByRole('button', { name: 'ทำเครื่องหมายว่าถูกบล็อก' })[0]!);
    expect(await screen.findByText('ทำเครื่องหมาย demo.example.com ว่าถูกบล็อกใช่หรือไม่?')).toBeTruthy();
  });

  it("the audit log: react-admin's list with its columns, filters and outcome in Thai", async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => ({ list: [entry(2, 'refused'), entry(1, 'done')], total: 2 }));
    renderConsole(<AuditList />, 'audit');
    expect(await screen.findByText('ถูกปฏิเสธ')).toBeTruthy();
    expect(screen.getByText('สำเร็จ')).toBeTruthy();
    for (const head of ['เวลา', 'ที่อยู่ IP', 'การกระทำ', 'เป้าหมาย', 'ผลลัพธ์', 'ก่อนแก้ไข', 'หลังแก้ไข'])
      expect(screen.getAllByText(head).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeTruthy();
    for (const english of ['When', 'Address', 'Outcome', 'Export CSV', 'refused', 'Before'])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('the novice tasks: names, states and a refused save in Thai', async () => {
    await i18nProvider.changeLocale('th');
    stubOps((r) =>
      r.method === 'GET'
        ? tasks
        : new Response(
            JSON.stringify({
              success: false,
              code: 'BAD_REQUEST',
              message: 'Please check the highlighted fields (points)',
              value: {
                fields: { points: 'points must be at most 100000' },
                fieldCodes: { points: { code: 'invalid' } },
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
    );
    renderConsole(<NoviceTasksPage />, undefined, 'owner');
    const row = await screen.findByTestId('novice-task-prove_mobile');
    expect(within(row).getByText('ยืนยันเบอร์มือถือ')).toBeTruthy();
    expect(screen.getByText('ฝากเงินครั้งแรก')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'ภารกิจมือใหม่' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ยืนยันเบอร์มือถือ: แต้ม'), {
      target: { value: '999999' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(within(row).getByText('ค่าไม่ถูกต้อง')).toBeTruthy());
    expect(screen.queryByText('points must be at most 100000')).toBeNull();
  });
});
