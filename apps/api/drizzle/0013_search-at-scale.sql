-- Search at scale and accent-blind skills (issue 18 item 3, issue 13 item 7; docs/decisions/0183).
-- The GIN index is dropped while the skills vectors are rewritten and built again without a pending list.
DROP INDEX "resumes_company_updated_idx";--> statement-breakpoint
DROP INDEX "resumes_skills_vector_idx";--> statement-breakpoint
-- Backfill: the words of the skills vector folded for accents the way @arms/domain's normaliseWord now
-- folds them (foldTableLetters: accentFoldingTable as translate(); lexemes that fold together merge).
UPDATE "resumes" SET "skills_vector" = translate("skills_vector"::text, 'AàÀáÁảẢãÃạẠăĂằẰắẮẳẲẵẴặẶâÂầẦấẤẩẨẫẪậẬEèÈéÉẻẺẽẼẹẸêÊềỀếẾểỂễỄệỆIìÌíÍỉỈĩĨịỊOòÒóÓỏỎõÕọỌôÔồỒốỐổỔỗỖộỘơƠờỜớỚởỞỡỠợỢUùÙúÚủỦũŨụỤưƯừỪứỨửỬữỮựỰYỳỲýÝỷỶỹỸỵỴäÄåÅçÇëËîÎïÏñÑöÖûÛüÜÿŸāĀēĒīĪōŌūŪǎǍěĚǐǏǒǑǔǓđĐ', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyyaaaacceeiiiinnoouuuuyyaaeeiioouuaaeeiioouudd')::tsvector
  WHERE "skills_vector"::text ~ '[^\x01-\x7f]';--> statement-breakpoint
-- Finer statistics of the skills words, so the planner tells a broad query from a narrow one.
ALTER TABLE "resumes" ALTER COLUMN "skills_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "resumes_company_recent_idx" ON "resumes" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("skills_vector","created_by","current_location_id","nationality_id","residential_status_id","dob","experience_months","exp_salary_amount","exp_salary_freq","availability","specialty_ids","sector_ids","tags");--> statement-breakpoint
CREATE INDEX "resumes_company_location_idx" ON "resumes" USING btree ("company_id","current_location_id");--> statement-breakpoint
CREATE INDEX "resumes_company_nationality_idx" ON "resumes" USING btree ("company_id","nationality_id");--> statement-breakpoint
CREATE INDEX "resumes_tags_idx" ON "resumes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "resumes_skills_vector_idx" ON "resumes" USING gin ("skills_vector") WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "resumes";
