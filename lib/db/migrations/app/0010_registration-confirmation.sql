CREATE TABLE "app"."registration_confirmations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."patient_accounts" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_confirmations_email_unique" ON "app"."registration_confirmations" USING btree ("organization_key","email");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_confirmations_token_unique" ON "app"."registration_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_confirmations_expires_idx" ON "app"."registration_confirmations" USING btree ("expires_at");