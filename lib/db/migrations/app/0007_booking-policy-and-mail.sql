CREATE TABLE "app"."booking_policy" (
	"organization_key" text PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."mail_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"patient_account_id" text NOT NULL,
	"appointment_id" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"calendar" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"last_error" text,
	"delivered_via" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."patient_accounts" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."patient_accounts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "app"."booking_policy" ADD CONSTRAINT "booking_policy_updated_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."mail_messages" ADD CONSTRAINT "mail_messages_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_unique" ON "app"."mail_messages" USING btree ("organization_key","dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "app"."mail_messages" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "mail_messages_appointment_idx" ON "app"."mail_messages" USING btree ("organization_key","appointment_id");--> statement-breakpoint
CREATE INDEX "mail_messages_organization_idx" ON "app"."mail_messages" USING btree ("organization_key","created_at");