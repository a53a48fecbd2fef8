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
ALTER TABLE "app"."visit_records" ADD CONSTRAINT "visit_records_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."work_queue_claims" ADD CONSTRAINT "work_queue_claims_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."work_queue_claims" ADD CONSTRAINT "work_queue_claims_done_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("done_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_records_starts_idx" ON "app"."visit_records" USING btree ("organization_key","starts_at");--> statement-breakpoint
CREATE INDEX "work_queue_changes_org_idx" ON "app"."work_queue_changes" USING btree ("organization_key","id");