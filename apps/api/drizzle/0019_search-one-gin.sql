-- The skills search's GIN is resumes_search_window_idx of 0018 (the skills words, the tags and the window
-- keys): the planner chose it over this one for skills-only queries too, so this one was only a second
-- GIN for every write to maintain (docs/decisions/0202).
DROP INDEX "resumes_skills_vector_idx";
