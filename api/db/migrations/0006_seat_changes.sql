CREATE TABLE "seat_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"offer_id" integer,
	"claim_id" integer,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_changes" ADD CONSTRAINT "seat_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_changes" ADD CONSTRAINT "seat_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_changes_business" ON "seat_changes" USING btree ("business_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_changes_check_in" ON "seat_changes" USING btree ("claim_id") WHERE "seat_changes"."kind" = 'check_in';