-- The search's newest matches of a mid-sized query (issue 18 item 3, docs/decisions/0202). A resume's
-- search keys: the week of its updated_at (whole weeks since 1970-01-01 UTC; 0 for any time before) and
-- minus its residential status (ids are 1 and up, so the two never meet). One GIN holding the skills
-- words, the tags and these keys intersects a query with its tag and status filters and with the weeks
-- of a recent window inside the index, so the heap is read for the window's matches only. IMMUTABLE:
-- the epoch of a timestamptz does not depend on the time zone (extract is only marked STABLE for the
-- fields that do).
CREATE FUNCTION "arms_resume_search_keys"("updated_at" timestamptz, "residential_status_id" integer) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $2 IS NULL THEN ARRAY[greatest(floor(extract(epoch FROM $1) / 604800)::integer, 0)]
    ELSE ARRAY[greatest(floor(extract(epoch FROM $1) / 604800)::integer, 0), -$2] END $$;--> statement-breakpoint
CREATE INDEX "resumes_search_window_idx" ON "resumes" USING gin ("skills_vector","tags",arms_resume_search_keys("updated_at", "residential_status_id")) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "resumes";
