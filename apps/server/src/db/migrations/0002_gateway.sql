-- Gateway: terminal numbers match by numeric value (JT/T 808 pads them with zeros), and the
-- auth code a terminal received at registration (0x8100) and presents in 0x0102.
CREATE INDEX devices_imei_numeric_idx ON devices ((ltrim(imei, '0'))) WHERE deleted_at IS NULL;
ALTER TABLE devices ADD COLUMN auth_code text;
