CREATE TABLE "brand_versions" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE SEQUENCE "brand_version_seq";--> statement-breakpoint
-- A brand's version moves once per transaction: the first of its changed rows takes the next
-- number, and the rest see their own transaction's row and leave it (a bulk insert of 100,000
-- claims updates it once, not 100,000 times).
CREATE FUNCTION "bump_brand_version"(brand integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO brand_versions (business_id, version) VALUES (brand, nextval('brand_version_seq'))
  ON CONFLICT (business_id) DO UPDATE SET version = excluded.version
  WHERE brand_versions.xmin::text <> (txid_current() % 4294967296)::text
$$;--> statement-breakpoint
-- The brand a changed row belongs to, by the path its table has to it (the trigger's argument).
CREATE FUNCTION "brand_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  brand integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_ARGV[0] = 'business' THEN
    brand := (changed->>'business_id')::integer;
  ELSIF TG_ARGV[0] = 'id' THEN
    brand := (changed->>'id')::integer;
  ELSIF TG_ARGV[0] = 'user' THEN
    brand := coalesce((changed->>'business_id')::integer, (SELECT b.id FROM businesses b WHERE b.user_id = (changed->>'id')::integer));
  ELSIF TG_ARGV[0] = 'offer' THEN
    SELECT o.business_id INTO brand FROM offers o WHERE o.id = (changed->>'offer_id')::integer;
  ELSIF TG_ARGV[0] = 'group' THEN
    SELECT o.business_id INTO brand FROM groups g JOIN offers o ON o.id = g.offer_id WHERE g.id = (changed->>'group_id')::integer;
  ELSIF TG_ARGV[0] = 'claim' THEN
    SELECT o.business_id INTO brand FROM claims c JOIN offers o ON o.id = c.offer_id WHERE c.id = (changed->>'claim_id')::integer;
  END IF;
  IF brand IS NOT NULL THEN
    PERFORM bump_brand_version(brand);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "businesses" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('id');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('user');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "seat_invitations" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "seat_changes" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_customers" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_sources" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "billing_subscriptions" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "instagram_images" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "digests_sent" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('business');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "offer_media" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('offer');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "groups" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('offer');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "claims" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('offer');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "group_members" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('group');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "shipments" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('claim');--> statement-breakpoint
CREATE TRIGGER "brand_version" AFTER INSERT OR UPDATE OR DELETE ON "post_reminders" FOR EACH ROW EXECUTE FUNCTION brand_rows_changed('claim');--> statement-breakpoint
INSERT INTO "brand_versions" ("business_id", "version") SELECT "id", nextval('brand_version_seq') FROM "businesses";
