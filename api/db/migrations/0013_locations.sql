CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" jsonb,
	"city_id" integer,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"working_hours" jsonb,
	"phone_number" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_ids" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_business" ON "locations" USING btree ("business_id",("retired_at" is null) desc,"sort","id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_location" ON "offers" USING btree ("location_id");--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
-- Each brand's address and working hours become its first location, named as the brand, in the
-- time zone of its newest offer; its offers that have a location run there.
INSERT INTO "locations" ("business_id", "name", "location", "timezone", "working_hours", "phone_number")
SELECT b."id", b."name", b."location", coalesce(
  (SELECT o."timezone" FROM "offers" o WHERE o."business_id" = b."id" ORDER BY o."id" DESC LIMIT 1), 'America/New_York'
), b."working_hours", b."phone_number"
FROM "businesses" b ORDER BY b."id";--> statement-breakpoint
UPDATE "offers" o SET "location_id" = l."id" FROM "locations" l WHERE l."business_id" = o."business_id" AND NOT o."has_no_location";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "working_hours";