-- One live device per identifier, compared by numeric value (JT/T 808 pads terminal numbers
-- with zeros); a removed device frees its IMEI for a new unit.
ALTER TABLE devices DROP CONSTRAINT devices_imei_key;
DROP INDEX devices_imei_numeric_idx;
CREATE UNIQUE INDEX devices_imei_live_key ON devices ((ltrim(imei, '0'))) WHERE deleted_at IS NULL;
