CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_resume_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_resume_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_status_changes" ADD CONSTRAINT "job_resume_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_status_changes" ADD CONSTRAINT "job_resume_status_changes_job_resume_id_job_resumes_id_fk" FOREIGN KEY ("job_resume_id") REFERENCES "public"."job_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resume_status_changes" ADD CONSTRAINT "job_resume_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("company_id","owner_type","owner_id","kind");--> statement-breakpoint
CREATE INDEX "job_resume_status_changes_nomination_idx" ON "job_resume_status_changes" USING btree ("job_resume_id","created_at");--> statement-breakpoint
CREATE INDEX "job_resume_status_changes_company_idx" ON "job_resume_status_changes" USING btree ("company_id","created_at");--> statement-breakpoint
INSERT INTO "job_resume_status_changes" ("company_id", "job_resume_id", "from_status", "to_status", "user_id", "created_at")
SELECT "company_id", "id", NULL, "status", "created_by", "created_at" FROM "job_resumes";
