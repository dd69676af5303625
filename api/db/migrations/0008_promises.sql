CREATE TABLE "digests_sent" (
	"business_id" integer NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digests_sent_business_id_week_pk" PRIMARY KEY("business_id","week")
);
--> statement-breakpoint
CREATE TABLE "post_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "digest_token" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "skip_no_shows" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "skip_below_rate" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "rule_note" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "digests_sent" ADD CONSTRAINT "digests_sent_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reminders" ADD CONSTRAINT "post_reminders_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reminders" ADD CONSTRAINT "post_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_reminders_claim" ON "post_reminders" USING btree ("claim_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_reminders_once" ON "post_reminders" USING btree ("claim_id","kind") WHERE "post_reminders"."kind" <> 'manual';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_digest_token_unique" UNIQUE("digest_token");