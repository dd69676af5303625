ALTER TABLE "offers" ADD COLUMN "value_per_model_cents" integer;--> statement-breakpoint
CREATE INDEX "claims_model" ON "claims" USING btree ("model_id");