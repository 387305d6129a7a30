-- `GET /resumes` at 100,000 resumes (issue 13 point 1, docs/decisions/0164): the list pages the ids of its
-- page from one of these in the list's exact order (the sort, then updated_at desc, id desc) with an
-- index-only scan and reads the page's rows after: one index per sortable column and direction, narrow
-- (the wide search indexes of 0013 and 0016 read five times the pages). The INCLUDE ("created_by"), which
-- drizzle cannot declare, is added here by hand (as in 0013 and 0016) so the "own uploads" scope is checked
-- on the index tuple too.
DROP INDEX "resumes_company_created_by_idx";--> statement-breakpoint
CREATE INDEX "resumes_list_created_by_desc_idx" ON "resumes" USING btree ("company_id","created_by" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resumes_list_updated_idx" ON "resumes" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_updated_asc_idx" ON "resumes" USING btree ("company_id","updated_at","id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_id_idx" ON "resumes" USING btree ("company_id","id") INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_first_name_idx" ON "resumes" USING btree ("company_id","first_name","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_first_name_desc_idx" ON "resumes" USING btree ("company_id","first_name" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_last_name_idx" ON "resumes" USING btree ("company_id","last_name","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_last_name_desc_idx" ON "resumes" USING btree ("company_id","last_name" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_email_idx" ON "resumes" USING btree ("company_id","email","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_email_desc_idx" ON "resumes" USING btree ("company_id","email" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_created_idx" ON "resumes" USING btree ("company_id","created_at","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_created_desc_idx" ON "resumes" USING btree ("company_id","created_at" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_nationality_idx" ON "resumes" USING btree ("company_id","nationality_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_nationality_desc_idx" ON "resumes" USING btree ("company_id","nationality_id" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_location_idx" ON "resumes" USING btree ("company_id","current_location_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_location_desc_idx" ON "resumes" USING btree ("company_id","current_location_id" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_residential_status_idx" ON "resumes" USING btree ("company_id","residential_status_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_list_residential_status_desc_idx" ON "resumes" USING btree ("company_id","residential_status_id" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_by");--> statement-breakpoint
CREATE INDEX "resumes_company_created_by_idx" ON "resumes" USING btree ("company_id","created_by","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ANALYZE "resumes";
