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
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("invited_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."staff_invitations" ADD CONSTRAINT "staff_invitations_revoked_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("revoked_by_staff_id") REFERENCES "app"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_unique" ON "app"."staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_email_unique" ON "app"."staff_invitations" USING btree ("organization_key","email") WHERE "app"."staff_invitations"."accepted_at" is null and "app"."staff_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "staff_invitations_organization_idx" ON "app"."staff_invitations" USING btree ("organization_key","created_at");