CREATE SCHEMA "app";
--> statement-breakpoint
CREATE TABLE "app"."audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_account_id" text NOT NULL,
	"action" text NOT NULL,
	"patient_account_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."consultation_records" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"patient_account_id" text NOT NULL,
	"long_summary_artifact_id" text,
	"short_summary_artifact_id" text,
	"soap_note_artifact_id" text,
	"cta" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."patient_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"service_user_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"preferred_pharmacy" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_accounts_service_user_id_unique" UNIQUE("service_user_id")
);
--> statement-breakpoint
CREATE TABLE "app"."request_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path_template" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_id" text,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."audit_log" ADD CONSTRAINT "audit_log_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."audit_log" ADD CONSTRAINT "audit_log_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."consultation_records" ADD CONSTRAINT "consultation_records_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_patient_idx" ON "app"."audit_log" USING btree ("patient_account_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "app"."audit_log" USING btree ("staff_account_id","at");--> statement-breakpoint
CREATE INDEX "consultation_records_patient_idx" ON "app"."consultation_records" USING btree ("patient_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_accounts_org_email_unique" ON "app"."patient_accounts" USING btree ("organization_key","email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_org_email_unique" ON "app"."staff_accounts" USING btree ("organization_key","email");