-- Accounts, tenancy, roles and the tokens that authenticate people. Everything a person owns
-- hangs off auth.users; everything a clinic sees is scoped by auth.organizations.

CREATE TABLE auth.organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_code text NOT NULL UNIQUE,
  name text NOT NULL,
  address1 text,
  address2 text,
  city text,
  state text,
  zip text,
  country text NOT NULL DEFAULT 'US',
  -- Billing owns the plans; the code is kept here so a session can say which plan applies.
  plan_code text NOT NULL,
  owner_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth.clinics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES auth.organizations (id),
  clinic_code text NOT NULL UNIQUE,
  name text NOT NULL,
  email text,
  phone text,
  contact_name text,
  tax_rate numeric(6, 3),
  address1 text,
  address2 text,
  city text,
  state text,
  zip text,
  country text NOT NULL DEFAULT 'US',
  timezone text NOT NULL DEFAULT 'UTC',
  avatar text,
  weight_unit text NOT NULL DEFAULT 'pound' CHECK (weight_unit IN ('kilograms', 'pound')),
  temperature_unit text NOT NULL DEFAULT 'fahrenheit' CHECK (temperature_unit IN ('celsius', 'fahrenheit')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clinics_organization_idx ON auth.clinics (organization_id, created_at);

CREATE TABLE auth.users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_code text NOT NULL UNIQUE,
  email text NOT NULL,
  first_name text,
  last_name text,
  contact_phone_number text,
  -- NULL until an invited person chooses a password.
  password_hash text,
  is_active boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  is_super_admin boolean NOT NULL DEFAULT false,
  licenses jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- One account per address whatever its case; deleted accounts keep theirs (records are never removed).
CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email));

ALTER TABLE auth.organizations
  ADD CONSTRAINT organizations_owner_fkey FOREIGN KEY (owner_user_id) REFERENCES auth.users (id);

CREATE TABLE auth.permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  module text NOT NULL,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth.roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL for the built-in roles every organization shares.
  organization_id uuid REFERENCES auth.organizations (id),
  name text NOT NULL,
  slug text NOT NULL,
  created_by uuid REFERENCES auth.users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_builtin_slug_key ON auth.roles (slug) WHERE organization_id IS NULL;
CREATE UNIQUE INDEX roles_organization_slug_key ON auth.roles (organization_id, slug) WHERE organization_id IS NOT NULL;

CREATE TABLE auth.role_permissions (
  role_id uuid NOT NULL REFERENCES auth.roles (id),
  permission_id uuid NOT NULL REFERENCES auth.permissions (id),
  PRIMARY KEY (role_id, permission_id)
);

CREATE TABLE auth.user_organizations (
  user_id uuid NOT NULL REFERENCES auth.users (id),
  organization_id uuid NOT NULL REFERENCES auth.organizations (id),
  role_id uuid NOT NULL REFERENCES auth.roles (id),
  is_client_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Removing someone from an organization keeps the row, so history still names them.
  removed_at timestamptz,
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX user_organizations_organization_idx ON auth.user_organizations (organization_id);

CREATE TABLE auth.user_clinics (
  user_id uuid NOT NULL REFERENCES auth.users (id),
  clinic_id uuid NOT NULL REFERENCES auth.clinics (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, clinic_id)
);
CREATE INDEX user_clinics_clinic_idx ON auth.user_clinics (clinic_id);

CREATE TABLE auth.security_answers (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id),
  question text NOT NULL,
  -- argon2id of the normalized answer; the answer itself is never stored.
  answer_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth.refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Every rotation of one sign-in shares a family, so reuse of a spent token can end them all.
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES auth.users (id),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON auth.refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON auth.refresh_tokens (user_id);

CREATE TABLE auth.link_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('verify', 'reset', 'invite')),
  user_id uuid NOT NULL REFERENCES auth.users (id),
  -- The organization an invite admits to; its code is part of the link and must match.
  organization_id uuid REFERENCES auth.organizations (id),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Wrong security answers given with a reset link; enough of them spend the link.
  failed_attempts integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES auth.users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_tokens_user_idx ON auth.link_tokens (user_id, kind);

CREATE TABLE auth.login_throttle (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id),
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

CREATE TABLE auth.audit_log (
  id bigserial PRIMARY KEY,
  actor_user_id uuid REFERENCES auth.users (id),
  organization_id uuid REFERENCES auth.organizations (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_organization_idx ON auth.audit_log (organization_id, at DESC);
