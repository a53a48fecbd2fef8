-- Chat ids are the service's: key the records by organization and chat. Every existing row belongs to its
-- patient's organization (patient_account_id is a required reference), so none is lost.
ALTER TABLE "app"."consultation_records" ADD COLUMN "organization_key" text;--> statement-breakpoint
UPDATE "app"."consultation_records" AS "record" SET "organization_key" = "account"."organization_key"
	FROM "app"."patient_accounts" AS "account" WHERE "account"."id" = "record"."patient_account_id";--> statement-breakpoint
ALTER TABLE "app"."consultation_records" ALTER COLUMN "organization_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."consultation_records" DROP CONSTRAINT "consultation_records_pkey";--> statement-breakpoint
ALTER TABLE "app"."consultation_records" ADD CONSTRAINT "consultation_records_organization_key_chat_id_pk" PRIMARY KEY("organization_key","chat_id");
