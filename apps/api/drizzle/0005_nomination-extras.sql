CREATE TABLE "job_resume_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_resume_id" integer NOT NULL,
	"given_by" text NOT NULL,
	"method" text NOT NULL,
	"acknowledged_on" date NOT NULL,
	"notes" text,
	"attachment_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resume_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_resume_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resume_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_resume_id" integer NOT NULL,
	"job_id" integer,
	"department_id" integer,
	"resume_id" integer,
	"status" integer NOT NULL,
	"is_portal" integer DEFAULT 0 NOT NULL,
	"nominated_at" timestamp with time zone NOT NULL,
	"removed_by" integer,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resume_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_resume_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_resume_acknowledgements" ADD CONSTRAINT "job_resume_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_acknowledgements" ADD CONSTRAINT "job_resume_acknowledgements_job_resume_id_job_resumes_id_fk" FOREIGN KEY ("job_resume_id") REFERENCES "public"."job_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_acknowledgements" ADD CONSTRAINT "job_resume_acknowledgements_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_acknowledgements" ADD CONSTRAINT "job_resume_acknowledgements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_remarks" ADD CONSTRAINT "job_resume_remarks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_remarks" ADD CONSTRAINT "job_resume_remarks_job_resume_id_job_resumes_id_fk" FOREIGN KEY ("job_resume_id") REFERENCES "public"."job_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_remarks" ADD CONSTRAINT "job_resume_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_removals" ADD CONSTRAINT "job_resume_removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_removals" ADD CONSTRAINT "job_resume_removals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_removals" ADD CONSTRAINT "job_resume_removals_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_removals" ADD CONSTRAINT "job_resume_removals_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_removals" ADD CONSTRAINT "job_resume_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_visits" ADD CONSTRAINT "job_resume_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_visits" ADD CONSTRAINT "job_resume_visits_job_resume_id_job_resumes_id_fk" FOREIGN KEY ("job_resume_id") REFERENCES "public"."job_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_visits" ADD CONSTRAINT "job_resume_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_resume_acknowledgements_nomination_idx" ON "job_resume_acknowledgements" USING btree ("job_resume_id","created_at");--> statement-breakpoint
CREATE INDEX "job_resume_remarks_nomination_idx" ON "job_resume_remarks" USING btree ("job_resume_id","created_at");--> statement-breakpoint
CREATE INDEX "job_resume_removals_company_idx" ON "job_resume_removals" USING btree ("company_id","removed_at");--> statement-breakpoint
CREATE INDEX "job_resume_visits_nomination_idx" ON "job_resume_visits" USING btree ("job_resume_id","user_id","visited_at");