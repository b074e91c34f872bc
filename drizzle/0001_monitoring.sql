CREATE TABLE "check_rollups_daily" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"ups" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"rtt_sum" real DEFAULT 0 NOT NULL,
	"rtt_min" real,
	"rtt_max" real,
	CONSTRAINT "check_rollups_daily_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "uptime_24h" real;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "uptime_7d" real;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "uptime_30d" real;--> statement-breakpoint
ALTER TABLE "check_rollups_daily" ADD CONSTRAINT "check_rollups_daily_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;