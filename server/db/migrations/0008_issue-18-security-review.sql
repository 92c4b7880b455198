-- Issue 18: the findings of the outside security review (docs/security.md).

-- Finding 5 (decision 100): browsers that have proven they belong to an account.
CREATE TABLE "known_devices" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_pkey" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sign-in attempts from a known device count apart from everyone else's.
ALTER TABLE "sign_in_attempts" ADD COLUMN "device_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DROP CONSTRAINT "sign_in_attempts_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_pkey" PRIMARY KEY("email","device_hash");--> statement-breakpoint

-- Finding 13 (decision 102): sent emails are purged after their retention period.
CREATE INDEX "email_outbox_sent_at_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."status" = 'sent';--> statement-breakpoint
-- Reset and confirmation emails already sent keep their metadata, not their links.
UPDATE "email_outbox" SET "text_body" = '', "html_body" = ''
WHERE "status" = 'sent' AND "kind" IN ('password_reset', 'email_verification');--> statement-breakpoint

-- Finding 6 (decision 101): reset tokens are stored as `reset-password:` and the SHA-256 of
-- the whole identifier (base64url), as server/auth.ts computes it. Links already sent keep
-- working: their rows are hashed here.
UPDATE "verification"
SET "identifier" = 'reset-password:' || rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=')
WHERE "identifier" LIKE 'reset-password:%' AND length("identifier") <> 58;--> statement-breakpoint
-- A new password or a new email address ends every reset link of the account, whatever
-- changed it (a reset, change-password, change-email, a script).
CREATE FUNCTION "forget_reset_tokens_of"(text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "verification" WHERE "identifier" LIKE 'reset-password:%' AND "value" = $1;
$$;--> statement-breakpoint
CREATE FUNCTION "account_password_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "forget_reset_tokens_of"(NEW."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "user_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "forget_reset_tokens_of"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "account_password_forgets_reset_tokens"
AFTER UPDATE OF "password" ON "account"
FOR EACH ROW WHEN (OLD."password" IS DISTINCT FROM NEW."password")
EXECUTE FUNCTION "account_password_changed"();--> statement-breakpoint
CREATE TRIGGER "user_email_forgets_reset_tokens"
AFTER UPDATE OF "email" ON "user"
FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email")
EXECUTE FUNCTION "user_email_changed"();--> statement-breakpoint

-- Finding 7 (decision 030): a session that ends (sign-out, revocation, a password change) or a
-- team role that goes is announced on the live-update channel, so open live streams of that
-- user are checked again at once, in every server process.
CREATE FUNCTION "announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backline_changes', json_build_object('topic', 'access', 'userId', OLD."user_id")::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_announce_access_change"
AFTER DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION "announce_access_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_announce_access_change"
AFTER DELETE ON "user_roles"
FOR EACH ROW EXECUTE FUNCTION "announce_access_change"();
