-- GET /jobs/search (docs/decisions/0082): the searched document of a job, position (weight A), skills (B)
-- and description (C), with the "simple" configuration. array_to_string is only STABLE in general, but
-- for text[] its answer depends on nothing but its input, so the wrapper is IMMUTABLE and indexable.
CREATE FUNCTION "job_search_document"(p text, d text, s text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', coalesce(p, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(array_to_string(s, ' '), '')), 'B')
    || setweight(to_tsvector('simple', coalesce(d, '')), 'C') $$;
--> statement-breakpoint
CREATE TABLE "job_educations" (
	"job_id" integer NOT NULL,
	"education_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_educations_job_id_education_id_pk" PRIMARY KEY("job_id","education_id")
);
--> statement-breakpoint
CREATE TABLE "job_project_contacts" (
	"job_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_project_contacts_job_id_contact_id_pk" PRIMARY KEY("job_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "job_sector_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sector_id" integer,
	"company_sector_id" integer,
	"discipline_id" integer,
	"level_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sector_filters_one_sector" CHECK (num_nonnulls("job_sector_filters"."sector_id", "job_sector_filters"."company_sector_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "job_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sector_id" integer,
	"company_sector_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sectors_one_sector" CHECK (num_nonnulls("job_sectors"."sector_id", "job_sectors"."company_sector_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "job_educations" ADD CONSTRAINT "job_educations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_educations" ADD CONSTRAINT "job_educations_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_educations" ADD CONSTRAINT "job_educations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_project_contacts" ADD CONSTRAINT "job_project_contacts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_project_contacts" ADD CONSTRAINT "job_project_contacts_contact_id_department_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."department_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_project_contacts" ADD CONSTRAINT "job_project_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_company_sector_id_company_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."company_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sector_filters" ADD CONSTRAINT "job_sector_filters_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sectors" ADD CONSTRAINT "job_sectors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sectors" ADD CONSTRAINT "job_sectors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sectors" ADD CONSTRAINT "job_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sectors" ADD CONSTRAINT "job_sectors_company_sector_id_company_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."company_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_sector_filters_job_idx" ON "job_sector_filters" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_sectors_job_sector_key" ON "job_sectors" USING btree ("job_id","sector_id") WHERE "job_sectors"."sector_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_sectors_job_company_sector_key" ON "job_sectors" USING btree ("job_id","company_sector_id") WHERE "job_sectors"."company_sector_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (job_search_document("position", "description", "skills"));