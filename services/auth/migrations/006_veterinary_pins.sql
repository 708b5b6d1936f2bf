-- A veterinarian's Veterinary PIN (spec 002 section 2.8 'Lock'): 4 characters, kept only as
-- argon2id like passwords. Set once; changing it needs the account's password.
CREATE TABLE auth.veterinary_pins (
  user_id uuid PRIMARY KEY REFERENCES auth.users (id),
  pin_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
