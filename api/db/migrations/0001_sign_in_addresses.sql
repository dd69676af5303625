CREATE TABLE "mail_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
CREATE INDEX "mail_requests_key" ON "mail_requests" USING btree ("key","created_at");