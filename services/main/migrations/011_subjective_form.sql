-- The public subjective form (spec 003 sections 2.6, 3 and 4; issue 12 items 1 and 2).
--
-- header: what the public page shows that lives in other services (the clinic's header from auth,
-- the species name and the clinic's medication names from inventory), gathered by the gateway with
-- the sender's session when staff send the link, as the treatment-plan links do. A link sent
-- without it shows the pet, parent and reminders only.
-- submitted_at / submitted_visit_id: a link is answered once; the visit its answers landed in.
ALTER TABLE main.subjective_form_links
  ADD COLUMN header jsonb,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN submitted_visit_id uuid REFERENCES main.visits (id);

-- Who filled the note in (staff at check-in, or the pet parent through the form), and what the
-- pet parent agreed to: the AI consent and the signature they gave it with (a PNG in main.files).
ALTER TABLE main.subjective_notes
  ADD COLUMN filled_by text NOT NULL DEFAULT 'staff' CHECK (filled_by IN ('staff', 'pet_parent')),
  ADD COLUMN form_link_id uuid REFERENCES main.subjective_form_links (id),
  ADD COLUMN ai_consent boolean,
  ADD COLUMN signature_file_id uuid REFERENCES main.files (id);
