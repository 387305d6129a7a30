CREATE TABLE "resume_email_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recipient_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbox_id" integer
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "hiring_type" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "source_channel_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "term_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resume_email_reminders" ADD CONSTRAINT "resume_email_reminders_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_email_reminders" ADD CONSTRAINT "resume_email_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_email_reminders" ADD CONSTRAINT "resume_email_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_email_reminders" ADD CONSTRAINT "resume_email_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_email_reminders" ADD CONSTRAINT "resume_email_reminders_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_email_reminders_resume_idx" ON "resume_email_reminders" USING btree ("resume_id","remind_at");--> statement-breakpoint
CREATE INDEX "resumes_company_flag_idx" ON "resumes" USING btree ("company_id","flag");--> statement-breakpoint
CREATE INDEX "resumes_company_source_channel_idx" ON "resumes" USING btree ("company_id","source_channel_id");