CREATE TABLE "app"."fhir_export_chunks" (
	"job_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"chunk_index" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "fhir_export_chunks_job_id_resource_type_chunk_index_pk" PRIMARY KEY("job_id","resource_type","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "app"."fhir_export_files" (
	"job_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"count" integer NOT NULL,
	"chunks" integer NOT NULL,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "fhir_export_files_job_id_resource_type_pk" PRIMARY KEY("job_id","resource_type")
);
--> statement-breakpoint
CREATE TABLE "app"."fhir_export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"started_by_staff_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"runner_instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"total_patients" integer NOT NULL,
	"processed_patients" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"content_deleted_at" timestamp with time zone,
	"deleted_because" text
);
--> statement-breakpoint
ALTER TABLE "app"."fhir_export_chunks" ADD CONSTRAINT "fhir_export_chunks_job_id_fhir_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "app"."fhir_export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."fhir_export_files" ADD CONSTRAINT "fhir_export_files_job_id_fhir_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "app"."fhir_export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_started_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("started_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_export_jobs_one_running" ON "app"."fhir_export_jobs" USING btree ("organization_key") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_organization_idx" ON "app"."fhir_export_jobs" USING btree ("organization_key","started_at");--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_expiry_idx" ON "app"."fhir_export_jobs" USING btree ("status","expires_at");