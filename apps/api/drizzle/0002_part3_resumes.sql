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
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"salutation" text,
	"gender" text,
	"dob" date,
	"photo_path" text,
	"cv_path" text,
	"cv_name" text,
	"cv_mime_type" text,
	"mother_tongue" text,
	"nationality_id" integer,
	"marital_status_id" integer,
	"religion" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_home" text,
	"current_location_id" integer,
	"residential_status_id" integer,
	"educational_award" text,
	"inst_name_loc" text,
	"show_image_in_pdf" boolean DEFAULT false NOT NULL,
	"salary_amount" numeric(12, 2),
	"salary_freq" integer,
	"salary_currency" text,
	"salary_is_sgd" boolean DEFAULT false NOT NULL,
	"exp_salary_amount" numeric(12, 2),
	"exp_salary_freq" integer,
	"exp_salary_currency" text,
	"exp_salary_is_sgd" boolean DEFAULT false NOT NULL,
	"exp_rms_is_negotiable" boolean DEFAULT false NOT NULL,
	"availability" integer,
	"experience_months" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"specialty_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sector_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"messengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"blacklist_reason" text,
	"last_employment_status" integer,
	"cloned_from" integer
);
--> statement-breakpoint
ALTER TABLE "resume_contacts" ADD CONSTRAINT "resume_contacts_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_contacts" ADD CONSTRAINT "resume_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_histories" ADD CONSTRAINT "resume_histories_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_histories" ADD CONSTRAINT "resume_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_referees" ADD CONSTRAINT "resume_referees_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_work_experiences" ADD CONSTRAINT "resume_work_experiences_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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