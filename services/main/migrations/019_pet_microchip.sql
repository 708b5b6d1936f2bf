-- A pet's microchip number (the pet contract's text details, packages/contracts/src/pets/pet.ts):
-- how a found pet is matched to its record, and what rabies and travel certificates quote.
ALTER TABLE main.pets ADD COLUMN microchip text;
