-- The wizard's model requirements (an object) move from job_requirements, which is the call
-- sheet's text, to a field of their own; text stays where it is.
UPDATE "offers"
SET "details" = "details" || jsonb_build_object('model_requirements', "details"->'job_requirements', 'job_requirements', null)
WHERE jsonb_typeof("details"->'job_requirements') = 'object';
