/**
 * Bank transfers a member may have waiting for finance at once. One is paid at a time; three
 * leave room for a retry while finance is slow. A probe left 25 pending of 100.00 in a row, each
 * with 3 slips of 5 MB: finance's queue and the slip storage are not a member's to fill.
 */
export const PENDING_BANK_TRANSFERS_MAX = 3;
