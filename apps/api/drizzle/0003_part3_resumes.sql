CREATE TABLE "resume_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"category" integer NOT NULL,
	"value" text NOT NULL,
	"match_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"company" text,
	"email" text,
	"phone" text,
	"avatar_path" text
);
--> statement-breakpoint
CREATE TABLE "resume_work_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"division" text,
	"duties" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cv_path" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cv_name" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cv_mime_type" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "mother_tongue" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "nationality_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "marital_status_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "contact_home" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "current_location_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "residential_status_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "educational_award" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "inst_name_loc" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "show_image_in_pdf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "salary_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "salary_freq" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "salary_is_sgd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "exp_salary_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "exp_salary_freq" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "exp_salary_currency" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "exp_salary_is_sgd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "exp_rms_is_negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "availability" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "experience_months" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "skills_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "specialty_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "sector_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "messengers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "reminders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "blacklist_reason" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "last_employment_status" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cloned_from" integer;--> statement-breakpoint
ALTER TABLE "resume_contacts" ADD CONSTRAINT "resume_contacts_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contacts" ADD CONSTRAINT "resume_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_histories" ADD CONSTRAINT "resume_histories_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_histories" ADD CONSTRAINT "resume_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_referees" ADD CONSTRAINT "resume_referees_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_work_experiences" ADD CONSTRAINT "resume_work_experiences_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_contacts_resume_idx" ON "resume_contacts" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_contacts_company_key_idx" ON "resume_contacts" USING btree ("company_id","match_key");--> statement-breakpoint
CREATE INDEX "resume_histories_resume_idx" ON "resume_histories" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_referees_resume_idx" ON "resume_referees" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_work_experiences_resume_idx" ON "resume_work_experiences" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resumes_skills_vector_idx" ON "resumes" USING gin ("skills_vector");--> statement-breakpoint
CREATE INDEX "resumes_company_updated_idx" ON "resumes" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "resumes_company_created_by_idx" ON "resumes" USING btree ("company_id","created_by");--> statement-breakpoint
CREATE INDEX "resumes_company_email_idx" ON "resumes" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "resumes_company_name_dob_idx" ON "resumes" USING btree ("company_id",lower("first_name"),lower("last_name"),"dob");