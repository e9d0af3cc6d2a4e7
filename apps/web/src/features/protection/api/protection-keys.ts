/** Query keys of the member's protection, per session so one member never sees another's. */
export const protectionKeys = {
  all: ['protection'] as const,
  state: (token: string | null) => [...protectionKeys.all, 'state', token] as const,
  realityCheck: (token: string | null) => [...protectionKeys.all, 'realityCheck', token] as const,
  age: (token: string | null) => [...protectionKeys.all, 'age', token] as const,
};
