-- Where an AI draft's lines came from (docs/ai-engine.md, 'Sources'): the text the AI read (triage
-- note, observations, triage notes of the SOAP editor) and the lines it answered, each with the
-- spans of that text or the visit records it rests on, as the save sent them. Older drafts: null.
ALTER TABLE main.ai_drafts ADD COLUMN sources jsonb;
