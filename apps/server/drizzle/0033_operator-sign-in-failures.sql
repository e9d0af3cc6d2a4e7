CREATE TABLE "operator_sign_in_failures" (
	"operator_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "operator_sign_in_failures_operator_id_ip_pk" PRIMARY KEY("operator_id","ip")
);
--> statement-breakpoint
ALTER TABLE "operator_sign_in_failures" ADD CONSTRAINT "operator_sign_in_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;