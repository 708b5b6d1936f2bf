-- The main service's schema; its tables arrive with its domains.
CREATE SCHEMA IF NOT EXISTS main;
