-- "Near" without trigonometry on every row (docs/decisions/026-open-now-on-the-row-and-match-tiers.md).
--
-- Each located business keeps the point on the unit sphere its lat/lng name (generated, so nothing
-- can write it out of step). The straight-line (chord) distance between two such points grows with
-- the great-circle distance, so filtering by the radius and ordering nearest first compare squared
-- chords, a few multiplications a row; the distance in meters, 2R·asin(chord/2), exactly the
-- haversine distance, is worked out for the rows of the page only. With the default 25 km radius
-- over a city, the old query evaluated the haversine formula on all 10,000 businesses twice.
ALTER TABLE businesses
  ADD COLUMN ux double precision GENERATED ALWAYS AS (cos(radians(lat)) * cos(radians(lng))) STORED,
  ADD COLUMN uy double precision GENERATED ALWAYS AS (cos(radians(lat)) * sin(radians(lng))) STORED,
  ADD COLUMN uz double precision GENERATED ALWAYS AS (sin(radians(lat))) STORED;

-- "Near" reads the box and the point from the index alone, then the page's rows.
DROP INDEX businesses_lat_lng_idx;
CREATE INDEX businesses_lat_lng_idx ON businesses (lat, lng) INCLUDE (ux, uy, uz, seq, id)
  WHERE lat IS NOT NULL;
