CREATE TABLE "app"."chat_control_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"chat_id" text NOT NULL,
	"patient_account_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"after_message_id" text,
	"event" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."chat_control_events" ADD CONSTRAINT "chat_control_events_patient_account_id_patient_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "app"."patient_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_control_events_chat_idx" ON "app"."chat_control_events" USING btree ("organization_key","chat_id","id");