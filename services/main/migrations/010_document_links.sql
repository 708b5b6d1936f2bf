-- Links to a visit's PDF documents (spec 001 section 2.9 'Summaries', spec 002 section 2.9; issue
-- 11 item 6): the Clinical SOAP note, the treatment plan (the signed plan, else the working plan's
-- estimate), the take-home care instructions and the Final Visit Summary & Invoice. Staff get a
-- short-lived link to download one; finishing a visit e-mails the pet parent longer-lived ones.
--
-- Like the other links, the token is 256 random bits of which only the SHA-256 is kept, valid
-- until expires_at, and it opens exactly one document of one visit. header is what the document
-- prints that lives in other services (the clinic's letterhead and time zone, the pet's species
-- and breed, the parent's name and address), gathered by the gateway when staff issued the link,
-- so that opening it needs no staff session and no call to another service. A treatment-plan
-- link names the signature it was issued for (signed_plan_id): it shows that signed plan for as
-- long as it is valid, whatever is signed later.
CREATE TABLE main.document_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  organization_id uuid NOT NULL,
  clinic_id uuid NOT NULL,
  visit_id uuid NOT NULL REFERENCES main.visits (id),
  kind text NOT NULL CHECK (kind IN ('soap_note', 'treatment_plan', 'take_home', 'final_summary')),
  signed_plan_id uuid REFERENCES main.signed_treatment_plans (id),
  header jsonb NOT NULL DEFAULT '{}',
  -- 'download': a staff member's Download; 'email': the visit summary e-mailed to the parent.
  channel text NOT NULL CHECK (channel IN ('download', 'email')),
  email text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX document_links_visit_idx ON main.document_links (visit_id, created_at DESC);
