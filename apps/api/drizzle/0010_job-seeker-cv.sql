ALTER TABLE "job_seekers" ADD COLUMN "cv_path" text;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "cv_name" text;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "cv_mime_type" text;