ALTER TABLE "wallet_ledger" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "wallet_ledger" CASCADE;--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_balance_nonnegative";--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "balance";