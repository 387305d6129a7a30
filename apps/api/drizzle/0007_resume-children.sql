CREATE TABLE "company_resume_formats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"format" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_applied_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer,
	"company_name" text,
	"position" text NOT NULL,
	"applied_date" date,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_histories" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "resume_histories" ADD COLUMN "note_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_resume_formats" ADD CONSTRAINT "company_resume_formats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_resume_formats" ADD CONSTRAINT "company_resume_formats_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_applied_jobs" ADD CONSTRAINT "resume_applied_jobs_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_applied_jobs" ADD CONSTRAINT "resume_applied_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_applied_jobs" ADD CONSTRAINT "resume_applied_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_applied_jobs" ADD CONSTRAINT "resume_applied_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_applied_jobs_resume_idx" ON "resume_applied_jobs" USING btree ("resume_id");