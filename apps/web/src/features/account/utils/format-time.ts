import type { ZoneOffset } from '@lotto/contract';

const MINUTE_MS = 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** §9 DD/MM/YYYY HH:mm in the merchant's zone, from the offsets the settings carry. */
export const formatMerchantDateTime = (epochMs: number, offsets: readonly ZoneOffset[]): string => {
  let minutes = offsets[0]?.minutes ?? 0;
  for (const o of offsets) if (o.from <= epochMs) minutes = o.minutes;
  const wall = new Date(epochMs + minutes * MINUTE_MS);
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
};

/** A short name for a User-Agent: the browser and the system, as a player recognises them. */
export const deviceName = (userAgent: string | null): string | null => {
  if (!userAgent) return null;
  const system =
    /iPhone|iPad/.exec(userAgent)?.[0] ??
    (/Android/.test(userAgent) ? 'Android' : null) ??
    (/Windows/.test(userAgent) ? 'Windows' : null) ??
    (/Mac OS X/.test(userAgent) ? 'Mac' : null) ??
    (/Linux/.test(userAgent) ? 'Linux' : null);
  const browser =
    (/Edg\//.test(userAgent) ? 'Edge' : null) ??
    (/Chrome\//.test(userAgent) ? 'Chrome' : null) ??
    (/Firefox\//.test(userAgent) ? 'Firefox' : null) ??
    (/Safari\//.test(userAgent) ? 'Safari' : null);
  const name = [browser, system].filter(Boolean).join(' · ');
  return name || userAgent.slice(0, 60);
};
