CREATE TABLE "app"."account_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_sessions_account_idx" ON "app"."account_sessions" USING btree ("organization_key","kind","account_id");--> statement-breakpoint
CREATE INDEX "account_sessions_last_active_idx" ON "app"."account_sessions" USING btree ("last_active_at");