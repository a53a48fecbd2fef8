CREATE TABLE "app"."safety_guidance" (
	"organization_key" text PRIMARY KEY NOT NULL,
	"guidance" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."staff_notes" (
	"patient_account_id" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."request_log" ADD COLUMN "patient_account_id" text;--> statement-breakpoint
ALTER TABLE "app"."staff_accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."safety_guidance" ADD CONSTRAINT "safety_guidance_updated_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_notes" ADD CONSTRAINT "staff_notes_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_notes" ADD CONSTRAINT "staff_notes_updated_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_log_patient_idx" ON "app"."request_log" USING btree ("patient_account_id","at");