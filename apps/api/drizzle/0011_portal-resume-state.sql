ALTER TABLE "job_resumes" ADD COLUMN "portal_state" text;--> statement-breakpoint
CREATE INDEX "job_resumes_company_portal_idx" ON "job_resumes" USING btree ("company_id","portal_state","created_at") WHERE "job_resumes"."is_portal" = 1;--> statement-breakpoint
UPDATE "job_resumes" SET "portal_state" = 'pending' WHERE "is_portal" = 1;