CREATE TABLE "candidate_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer,
	"job_resume_id" integer,
	"email" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"answer" jsonb
);
--> statement-breakpoint
CREATE TABLE "department_access_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"designation" text,
	"tel" text,
	"mobile" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" text,
	"postal_code" text,
	"phone" text,
	"website" text,
	"working_hour" text,
	"benefits" text,
	"protocol" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_co_owners" (
	"job_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "job_co_owners_job_id_staff_id_pk" PRIMARY KEY("job_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "job_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"edit_type" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer,
	"department_id" integer,
	"resume_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_portal" integer DEFAULT 0 NOT NULL,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_date_frequencies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_person_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contract_duration" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contract_duration_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filter1" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filter2" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filter3" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "specialty" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "team_assignment" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posting_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "warranty_period" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "credits_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "auto_repost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_tokens" ADD CONSTRAINT "candidate_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tokens" ADD CONSTRAINT "candidate_tokens_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tokens" ADD CONSTRAINT "candidate_tokens_job_resume_id_job_resumes_id_fk" FOREIGN KEY ("job_resume_id") REFERENCES "public"."job_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_access_logs" ADD CONSTRAINT "department_access_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_access_logs" ADD CONSTRAINT "department_access_logs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_access_logs" ADD CONSTRAINT "department_access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contacts" ADD CONSTRAINT "department_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_contacts" ADD CONSTRAINT "department_contacts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_co_owners" ADD CONSTRAINT "job_co_owners_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_co_owners" ADD CONSTRAINT "job_co_owners_staff_id_rms_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."rms_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_co_owners" ADD CONSTRAINT "job_co_owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_histories" ADD CONSTRAINT "job_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_histories" ADD CONSTRAINT "job_histories_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_histories" ADD CONSTRAINT "job_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_date_frequencies" ADD CONSTRAINT "portal_date_frequencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_tokens_job_idx" ON "candidate_tokens" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "department_access_logs_department_idx" ON "department_access_logs" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "department_contacts_department_idx" ON "department_contacts" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "departments_company_idx" ON "departments" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "job_histories_job_idx" ON "job_histories" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_resumes_job_resume_key" ON "job_resumes" USING btree ("job_id","resume_id") WHERE "job_resumes"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_resumes_department_resume_key" ON "job_resumes" USING btree ("department_id","resume_id") WHERE "job_resumes"."department_id" is not null;--> statement-breakpoint
CREATE INDEX "job_resumes_company_job_idx" ON "job_resumes" USING btree ("company_id","job_id","status");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_person_id_department_contacts_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."department_contacts"("id") ON DELETE no action ON UPDATE no action;