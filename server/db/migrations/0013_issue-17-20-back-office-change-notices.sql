-- Every committed change to what the back office's busiest lists read besides opportunities
-- (people, accounts, roles, track and opportunity applications, invitations), whoever makes it
-- (any server process, a periodic job, a cascade, a script), is announced on one channel, so
-- each server process drops the back-office answers it keeps (docs/decisions/133). Changes to
-- opportunities and their tags are announced by migration 0006. Once per statement;
-- PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "announce_back_office_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backline_back_office_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();--> statement-breakpoint
CREATE TRIGGER "people_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();--> statement-breakpoint
CREATE TRIGGER "applications_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();--> statement-breakpoint
CREATE TRIGGER "opportunity_applications_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opportunity_applications"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();--> statement-breakpoint
CREATE TRIGGER "invitations_announce_back_office_change"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invitations"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_back_office_change"();
