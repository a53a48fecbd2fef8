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
