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
