-- D33: a flyer is part of what the public opportunity pages show (cards, pages, link previews),
-- so adding, replacing or removing one is announced on their channel (migration 0006), and every
-- server process drops the public reads it keeps. Other images are no opportunity's.
CREATE TRIGGER "media_images_flyer_insert_announce_change"
AFTER INSERT ON "media_images"
FOR EACH ROW WHEN (NEW."kind" = 'flyer') EXECUTE FUNCTION "announce_opportunity_change"();--> statement-breakpoint
CREATE TRIGGER "media_images_flyer_update_announce_change"
AFTER UPDATE ON "media_images"
FOR EACH ROW WHEN (OLD."kind" = 'flyer' OR NEW."kind" = 'flyer') EXECUTE FUNCTION "announce_opportunity_change"();--> statement-breakpoint
CREATE TRIGGER "media_images_flyer_delete_announce_change"
AFTER DELETE ON "media_images"
FOR EACH ROW WHEN (OLD."kind" = 'flyer') EXECUTE FUNCTION "announce_opportunity_change"();
