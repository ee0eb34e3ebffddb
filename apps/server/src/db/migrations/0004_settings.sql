-- Settings centre: feedback sent by any account, read by the top account, and the
-- maintenance announcement shown on the login page (the newest row is the current one).

CREATE TABLE feedback (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  content     text NOT NULL,
  contact     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);

CREATE TABLE announcements (
  id          bigserial PRIMARY KEY,
  enabled     boolean NOT NULL,
  title       text NOT NULL DEFAULT '',
  content     text NOT NULL DEFAULT '',
  created_by  bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
