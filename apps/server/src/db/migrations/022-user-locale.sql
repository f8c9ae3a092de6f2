-- The language a user reads Menudex in (docs/decisions/054): set from the request's language at
-- sign-up and at every sign-in, so the mails a job sends them (the freshness reminder) and the
-- mails an admin's decision sends them (a claim's outcome) are written in it. A code of LOCALES
-- (packages/contract/src/i18n/locales.ts); the application reads an unknown one as the default.
ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en';

-- A report's outcome mail goes to an address the reporter left, often without an account: the
-- report keeps the language of the page it was made on.
ALTER TABLE reports ADD COLUMN locale text NOT NULL DEFAULT 'en';
