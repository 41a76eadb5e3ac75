-- An erased account stays erased (docs/decisions/0141-erased-accounts-stay-erased.md): a request that was
-- signed in before the erasure committed must not write the person back. Every row naming a person
-- by user_id is refused once that person is erased, and an erased user row takes no more changes.
-- The lookup locks the user row FOR KEY SHARE without filtering on erased_at, so a write that meets
-- an erasure in progress waits for it and then reads the row as the erasure left it.
CREATE FUNCTION haat_refuse_erased_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  erased timestamptz;
BEGIN
  IF NEW.user_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT erased_at INTO erased FROM "user" WHERE id = NEW.user_id FOR KEY SHARE;
  IF erased IS NOT NULL THEN
    RAISE EXCEPTION 'account % was erased', NEW.user_id USING ERRCODE = 'HA001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION haat_keep_erased_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account % was erased', OLD.id USING ERRCODE = 'HA001';
END $$;
--> statement-breakpoint
CREATE TRIGGER user_stays_erased BEFORE UPDATE ON "user" FOR EACH ROW WHEN (OLD.erased_at IS NOT NULL)
  EXECUTE FUNCTION haat_keep_erased_user();
--> statement-breakpoint
-- Every table whose user_id references "user": the test tests/integration/erased-accounts.test.ts
-- fails when a later table has no such trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT DISTINCT rel.relname
    FROM pg_constraint c
    JOIN pg_class rel ON rel.oid = c.conrelid
    JOIN pg_namespace ns ON ns.oid = rel.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = '"user"'::regclass AND ns.nspname = 'public' AND a.attname = 'user_id'
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE OF user_id ON %I FOR EACH ROW EXECUTE FUNCTION haat_refuse_erased_person()',
                   t || '_refuses_erased_person', t);
  END LOOP;
END $$;
