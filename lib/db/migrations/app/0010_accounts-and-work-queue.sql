CREATE TABLE "app"."account_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"device" text NOT NULL,
	"network" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "app"."second_factor_recovery_codes" (
	"organization_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "second_factor_recovery_codes_organization_key_kind_account_id_code_hash_pk" PRIMARY KEY("organization_key","kind","account_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "app"."second_factors" (
	"organization_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_factors_organization_key_kind_account_id_pk" PRIMARY KEY("organization_key","kind","account_id")
);
--> statement-breakpoint
CREATE TABLE "app"."staff_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_staff_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone,
	"staff_account_id" text,
	"revoked_at" timestamp with time zone,
	"revoked_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."visit_records" (
	"organization_key" text NOT NULL,
	"appointment_id" text NOT NULL,
	"patient_account_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "visit_records_organization_key_appointment_id_pk" PRIMARY KEY("organization_key","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "app"."work_queue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"change" text NOT NULL,
	"item_key" text NOT NULL,
	"staff_account_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."work_queue_claims" (
	"organization_key" text NOT NULL,
	"item_key" text NOT NULL,
	"assigned_staff_id" text,
	"assigned_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by_staff_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_queue_claims_organization_key_item_key_pk" PRIMARY KEY("organization_key","item_key")
);
--> statement-breakpoint
ALTER TABLE "app"."patient_accounts" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("invited_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_revoked_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("revoked_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."visit_records" ADD CONSTRAINT "visit_records_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."work_queue_claims" ADD CONSTRAINT "work_queue_claims_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."work_queue_claims" ADD CONSTRAINT "work_queue_claims_done_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("done_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "app"."account_sessions" USING btree ("organization_key","kind","account_id");--> statement-breakpoint
CREATE INDEX "account_sessions_last_active_idx" ON "app"."account_sessions" USING btree ("last_active_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_confirmations_email_unique" ON "app"."registration_confirmations" USING btree ("organization_key","email");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_confirmations_token_unique" ON "app"."registration_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_confirmations_expires_idx" ON "app"."registration_confirmations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_unique" ON "app"."staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_email_unique" ON "app"."staff_invitations" USING btree ("organization_key","email") WHERE "app"."staff_invitations"."accepted_at" is null and "app"."staff_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "staff_invitations_organization_idx" ON "app"."staff_invitations" USING btree ("organization_key","created_at");--> statement-breakpoint
CREATE INDEX "visit_records_starts_idx" ON "app"."visit_records" USING btree ("organization_key","starts_at");--> statement-breakpoint
CREATE INDEX "work_queue_changes_org_idx" ON "app"."work_queue_changes" USING btree ("organization_key","id");