CREATE TABLE "rights_request_posts" (
	"request_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "rights_request_posts_request_id_post_id_pk" PRIMARY KEY("request_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"claim_id" integer,
	"uses" jsonb NOT NULL,
	"term" text NOT NULL,
	"fee_cents" integer,
	"note" text,
	"terms_text" text NOT NULL,
	"token_hash" text,
	"link_expires_at" timestamp with time zone,
	"requested_by" integer,
	"answer" text,
	"answered_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"ad_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "disclosure_words" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "show_cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "disclosure" text DEFAULT 'missing' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tags" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "rights_state" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "rights_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rights_request_posts" ADD CONSTRAINT "rights_request_posts_request_id_rights_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rights_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_request_posts" ADD CONSTRAINT "rights_request_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rights_request_posts_post" ON "rights_request_posts" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rights_requests_token" ON "rights_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rights_requests_business" ON "rights_requests" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rights_requests_claim" ON "rights_requests" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "rights_requests_ending" ON "rights_requests" USING btree ("business_id","ends_at") WHERE "rights_requests"."answer" = 'granted' and "rights_requests"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "posts_claim" ON "posts" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "posts_business_model" ON "posts" USING btree ("business_id","model_id");--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "rights_requests" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');
