-- A data version per company (issue 18 item 2, docs/decisions/0207): the hot lists (a company's jobs, a
-- job's nominations) keep their last answer in the API process with the version it was read at, and each
-- request reads the caller and the version in one statement: the same version means the same answer, so
-- the list itself is not read again. Every write that can change one of those answers raises the version
-- in the same transaction, here, in triggers, so no write path can forget it: jobs, nominations
-- (job_resumes), their status log, the job statuses (shared by every company), the nominated resumes'
-- names and their work experiences (the current title). A raise is an upsert of one row per company
-- changed, in company order (a statement writing several companies locks their rows in one order).
CREATE TABLE "company_data_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "company_data_versions" ("company_id") SELECT "id" FROM "companies";--> statement-breakpoint
CREATE FUNCTION "arms_raise_data_versions"("company_ids" integer[]) RETURNS void
  LANGUAGE sql
  AS $$ INSERT INTO company_data_versions (company_id, version)
    SELECT DISTINCT id, 1 FROM unnest(company_ids) AS id WHERE id IS NOT NULL ORDER BY id
    ON CONFLICT (company_id) DO UPDATE SET version = company_data_versions.version + 1 $$;--> statement-breakpoint
-- Statement triggers with transition tables (new_rows, old_rows). TG_ARGV[0] says how the changed rows
-- name their company: 'company' (their company_id), 'resume' (their resume's company) or 'all' (every
-- company: a job status is shared; TRUNCATE).
CREATE FUNCTION "arms_raise_data_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_ARGV[0] = 'all' THEN
    PERFORM arms_raise_data_versions(ARRAY(SELECT id FROM companies));
  ELSIF TG_ARGV[0] = 'company' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM arms_raise_data_versions(ARRAY(SELECT company_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM arms_raise_data_versions(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
    ELSE
      PERFORM arms_raise_data_versions(ARRAY(SELECT company_id FROM old_rows));
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      PERFORM arms_raise_data_versions(ARRAY(SELECT r.company_id FROM resumes r WHERE r.id IN (SELECT resume_id FROM new_rows)));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM arms_raise_data_versions(ARRAY(SELECT r.company_id FROM resumes r
        WHERE r.id IN (SELECT resume_id FROM new_rows UNION SELECT resume_id FROM old_rows)));
    ELSE
      PERFORM arms_raise_data_versions(ARRAY(SELECT r.company_id FROM resumes r WHERE r.id IN (SELECT resume_id FROM old_rows)));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A resume's name or company (its nominations show the name): a row trigger, only when one of them changes.
CREATE FUNCTION "arms_raise_data_version_of_resume"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM arms_raise_data_versions(ARRAY[OLD.company_id, NEW.company_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_version_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "jobs_version_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "jobs_version_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "jobs_version_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_resumes_version_insert" AFTER INSERT ON "job_resumes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resumes_version_update" AFTER UPDATE ON "job_resumes" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resumes_version_delete" AFTER DELETE ON "job_resumes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resumes_version_truncate" AFTER TRUNCATE ON "job_resumes" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_resume_status_changes_version_insert" AFTER INSERT ON "job_resume_status_changes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resume_status_changes_version_update" AFTER UPDATE ON "job_resume_status_changes" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resume_status_changes_version_delete" AFTER DELETE ON "job_resume_status_changes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('company');--> statement-breakpoint
CREATE TRIGGER "job_resume_status_changes_version_truncate" AFTER TRUNCATE ON "job_resume_status_changes" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "resume_work_experiences_version_insert" AFTER INSERT ON "resume_work_experiences" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('resume');--> statement-breakpoint
CREATE TRIGGER "resume_work_experiences_version_update" AFTER UPDATE ON "resume_work_experiences" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('resume');--> statement-breakpoint
CREATE TRIGGER "resume_work_experiences_version_delete" AFTER DELETE ON "resume_work_experiences" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('resume');--> statement-breakpoint
CREATE TRIGGER "resume_work_experiences_version_truncate" AFTER TRUNCATE ON "resume_work_experiences" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_statuses_version_insert" AFTER INSERT ON "job_statuses" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_statuses_version_update" AFTER UPDATE ON "job_statuses" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_statuses_version_delete" AFTER DELETE ON "job_statuses" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "job_statuses_version_truncate" AFTER TRUNCATE ON "job_statuses" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');--> statement-breakpoint
CREATE TRIGGER "resumes_version_names" AFTER UPDATE OF "first_name", "last_name", "company_id" ON "resumes" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION arms_raise_data_version_of_resume();--> statement-breakpoint
CREATE TRIGGER "resumes_version_truncate" AFTER TRUNCATE ON "resumes" FOR EACH STATEMENT EXECUTE FUNCTION arms_raise_data_version('all');
