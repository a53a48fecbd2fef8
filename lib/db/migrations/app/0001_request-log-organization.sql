-- Rows from before the organization key belong to no known organization: they could be neither listed
-- nor pruned, and the log is bounded and disposable, so they are dropped rather than given a default.
DELETE FROM "app"."request_log";--> statement-breakpoint
ALTER TABLE "app"."request_log" ADD COLUMN "organization_key" text NOT NULL;--> statement-breakpoint
CREATE INDEX "request_log_organization_idx" ON "app"."request_log" USING btree ("organization_key","at");
