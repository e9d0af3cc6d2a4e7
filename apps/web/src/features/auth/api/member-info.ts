import { StorageKey } from '@lotto/contract';
import type { MemberInfoValue } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

const readCached = (): MemberInfoValue | null => {
  try {
    const raw = localStorage.getItem(StorageKey.memberInfo);
    return raw ? (JSON.parse(raw) as MemberInfoValue) : null;
  } catch {
    return null;
  }
};

/** §3 member info, cached as memberInfo unless forced. */
export const getMemberInfo = async ({ force = false } = {}): Promise<MemberInfoValue> => {
  if (!force) {
    const cached = readCached();
    if (cached) return cached;
  }
  const value = await apiCall(routes.memberInfo);
  try {
    localStorage.setItem(StorageKey.memberInfo, JSON.stringify(value));
  } catch {
    // Without storage the next caller simply asks the server again.
  }
  return value;
};
