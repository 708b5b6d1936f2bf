-- Subscription plans offered on the public plans page. Prices are exact decimals (money);
-- discount is the percent saved by paying annually.
CREATE TABLE billing.plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  feature text,
  monthly_price numeric(10, 2) NOT NULL CHECK (monthly_price >= 0),
  annual_price numeric(10, 2) NOT NULL CHECK (annual_price >= 0),
  discount numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= 100),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
