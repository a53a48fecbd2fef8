CREATE TABLE "app"."password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."mail_messages" ALTER COLUMN "patient_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."mail_messages" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."mail_messages" ADD COLUMN "staff_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_account_unique" ON "app"."password_resets" USING btree ("organization_key","kind","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_unique" ON "app"."password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_expires_idx" ON "app"."password_resets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "app"."mail_messages" ADD CONSTRAINT "mail_messages_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;