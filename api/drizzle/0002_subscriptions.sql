CREATE TABLE "subscription_processing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"logo_url" text,
	"is_system" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{"default_prompts":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"prompts" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notification_method" text DEFAULT 'Email' NOT NULL,
	"filters" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_count" integer DEFAULT 0 NOT NULL,
	"last_notification_at" timestamp with time zone,
	"last_processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_processing" ADD CONSTRAINT "subscription_processing_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_id_subscription_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscription_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_processing_subscription_idx" ON "subscription_processing" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "subscription_types" ("id", "name", "display_name", "description", "icon", "logo_url", "is_system", "metadata") VALUES
	('boe', 'boe', 'BOE', 'Boletín Oficial del Estado: leyes, reales decretos, oposiciones, nombramientos, ayudas y anuncios de toda España, publicados de lunes a sábado.', 'landmark', '/logos/boe.svg', true, '{"default_prompts":["oposiciones","subvenciones","becas"]}'::jsonb),
	('doga', 'doga', 'DOGA', 'Diario Oficial de Galicia: disposiciones, convocatorias, ayudas y anuncios de la Xunta de Galicia, publicados de lunes a viernes.', 'waves', '/logos/doga.svg', true, '{"default_prompts":["axudas","emprego público","medio rural"]}'::jsonb)
ON CONFLICT ("id") DO NOTHING;
