-- A medication's dosing data (docs/dose-check.md): per specie, the dose range in mg per kg of body
-- weight (a range entered per lb is stored converted, with the figures as entered), doses per day,
-- the most one dose and one day may hold in mg, the route, or the mark that the medication is not
-- for that specie: [{ specie_id, not_for_species, min_mg_per_kg, max_mg_per_kg, doses_per_day,
-- max_mg_per_dose, max_mg_per_day, route, entered_unit, entered_min, entered_max }].
ALTER TABLE inventory.medications ADD COLUMN dosing jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The demo hospital's seeded medications (written by the seed user) get the ranges a new demo
-- clinic starts with (services/inventory/src/catalogues/demo-catalogue.ts, where their sources are
-- named), per specie of that clinic.
WITH ranges (medication, specie, not_for_species, min_mg_per_kg, max_mg_per_kg, doses_per_day, route) AS (
  VALUES
    ('Carprofen', 'Canine', false, 2.2, 4.4, 1, 'PO'),
    ('Carprofen', 'Feline', true, NULL, NULL, 1, ''),
    ('Maropitant (Cerenia)', 'Canine', false, 1, 2, 1, 'SC or PO'),
    ('Maropitant (Cerenia)', 'Feline', false, 1, 1, 1, 'SC or PO'),
    ('Amoxicillin-Clavulanate', 'Canine', false, 12.5, 25, 2, 'PO'),
    ('Amoxicillin-Clavulanate', 'Feline', false, 12.5, 25, 2, 'PO'),
    ('Meloxicam', 'Canine', false, 0.1, 0.2, 1, 'PO'),
    ('Meloxicam', 'Feline', false, 0.05, 0.1, 1, 'PO'),
    ('Gabapentin', 'Canine', false, 5, 10, 3, 'PO'),
    ('Gabapentin', 'Feline', false, 5, 10, 3, 'PO')
),
rows AS (
  SELECT m.id, jsonb_agg(jsonb_build_object(
      'specie_id', s.id, 'not_for_species', r.not_for_species, 'min_mg_per_kg', r.min_mg_per_kg, 'max_mg_per_kg', r.max_mg_per_kg,
      'doses_per_day', r.doses_per_day, 'max_mg_per_dose', NULL, 'max_mg_per_day', NULL, 'route', r.route,
      'entered_unit', 'mg/kg', 'entered_min', r.min_mg_per_kg, 'entered_max', r.max_mg_per_kg) ORDER BY s.specie) AS dosing
  FROM inventory.medications m
  JOIN ranges r ON r.medication = m.name
  JOIN inventory.species s ON s.clinic_id = m.clinic_id AND s.specie = r.specie AND s.deleted_at IS NULL
  WHERE m.created_by = '00000000-0000-0000-0000-000000000000' AND m.deleted_at IS NULL
  GROUP BY m.id
)
UPDATE inventory.medications m SET dosing = rows.dosing FROM rows WHERE m.id = rows.id;
