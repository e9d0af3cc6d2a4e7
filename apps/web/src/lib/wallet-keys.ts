/** The wallet's query keys: every feature that moves a player's money invalidates `all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  // Per session, so one member never sees the last member's balance.
  balance: (token: string | null) => [...walletKeys.all, 'balance', token] as const,
};
