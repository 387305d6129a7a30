-- A location's and a nationality's resumes newest first, with the search's columns (issue 18 item 3,
-- docs/decisions/0198): a search with such a filter reads the index alone and checks the tsquery on the
-- index tuple, instead of ANDing the GIN's bitmap of every resume with a frequent word. The INCLUDE,
-- which drizzle cannot declare, is added here by hand (as in 0013).
DROP INDEX "resumes_company_location_idx";--> statement-breakpoint
DROP INDEX "resumes_company_nationality_idx";--> statement-breakpoint
CREATE INDEX "resumes_company_location_idx" ON "resumes" USING btree ("company_id","current_location_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("skills_vector","created_by","nationality_id","residential_status_id","dob","experience_months","exp_salary_amount","exp_salary_freq","availability");--> statement-breakpoint
CREATE INDEX "resumes_company_nationality_idx" ON "resumes" USING btree ("company_id","nationality_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("skills_vector","created_by","current_location_id","residential_status_id","dob","experience_months","exp_salary_amount","exp_salary_freq","availability");--> statement-breakpoint
ANALYZE "resumes";
