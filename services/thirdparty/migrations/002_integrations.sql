-- Integrations: the catalogue of third-party apps a clinic can connect (a practice-management
-- system and a reference lab), each clinic's connections to them, and the audit log of who
-- connected or disconnected what. Partner secrets are stored only encrypted (AES-256-GCM, see
-- src/integrations/secret-box.ts); nothing here holds a plaintext password or token.

CREATE TABLE thirdparty.apps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applet_code text NOT NULL UNIQUE,
  name text NOT NULL,
  app_name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL,
  -- A URL; the seeded logos are small SVG data URIs of our own (initials on the partner's colour).
  logo text NOT NULL,
  -- pims: practice information management system; lab: reference laboratory (needs a login).
  kind text NOT NULL CHECK (kind IN ('pims', 'lab')),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO thirdparty.apps (applet_code, name, app_name, slug, description, logo, kind, sort_order) VALUES
  ('APP-COVETRUS', 'Covetrus', 'Covetrus Pulse', 'covetrus',
   'Practice management system: the home of your patients, pet parents and appointments.',
   'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMwYjU1NjMiLz48dGV4dCB4PSIzMiIgeT0iNDEiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIyNCIgZm9udC13ZWlnaHQ9IjcwMCIgZmlsbD0iI2ZmZmZmZiI+Q1Y8L3RleHQ+PC9zdmc+',
   'pims', 1),
  ('APP-ANTECH', 'Antech', 'Antech Diagnostics', 'antech',
   'Reference laboratory: lab tests for your patients and their results.',
   'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMTQiIGZpbGw9IiMxZDRlZDgiLz48dGV4dCB4PSIzMiIgeT0iNDEiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtZmFtaWx5PSJBcmlhbCxIZWx2ZXRpY2Esc2Fucy1zZXJpZiIgZm9udC1zaXplPSIyNCIgZm9udC13ZWlnaHQ9IjcwMCIgZmlsbD0iI2ZmZmZmZiI+QU48L3RleHQ+PC9zdmc+',
   'lab', 2);

-- One row per connection made; disconnecting marks it inactive (and erases its secret) so the
-- history of who connected what stays. At most one active connection per clinic and app.
CREATE TABLE thirdparty.connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id uuid NOT NULL REFERENCES thirdparty.apps (id),
  organization_id uuid NOT NULL,
  -- Our clinic (from the access token), not the partner's clinic id below.
  owner_clinic_id uuid NOT NULL,
  clinic_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  -- The partner's identifiers for the clinic, as the clinic entered them.
  clinic_id text NOT NULL,
  account_id text,
  username text,
  -- What the partner called the account when it accepted the credentials.
  partner_account_name text,
  -- AES-256-GCM envelope of { password?, token? }; NULL once disconnected.
  secret_ciphertext text,
  connected_by_user_id uuid NOT NULL,
  connected_by_name text NOT NULL,
  connected_at timestamptz NOT NULL DEFAULT now(),
  last_verified_at timestamptz,
  disconnected_by_user_id uuid,
  disconnected_by_name text,
  disconnected_at timestamptz
);
CREATE UNIQUE INDEX connections_one_active_idx ON thirdparty.connections (owner_clinic_id, app_id) WHERE status = 'active';
CREATE INDEX connections_clinic_idx ON thirdparty.connections (owner_clinic_id, status);

CREATE TABLE thirdparty.audit_log (
  id bigserial PRIMARY KEY,
  actor_user_id uuid,
  organization_id uuid,
  clinic_id uuid,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_clinic_idx ON thirdparty.audit_log (clinic_id, at DESC);
