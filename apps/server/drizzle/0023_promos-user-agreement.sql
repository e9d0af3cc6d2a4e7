CREATE TABLE "merchant_documents" (
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "merchant_documents_pk" PRIMARY KEY("merchant_code","kind")
);
