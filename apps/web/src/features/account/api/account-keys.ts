/** The account pages' query keys; a member's own answers are per session token. */
export const accountKeys = {
  all: ['account'] as const,
  // Per session, so one member never sees the last member's answers.
  mine: (name: string, token: string | null) => [...accountKeys.all, name, token] as const,
  memberInfo: () => [...accountKeys.all, 'memberInfo'] as const,
};
