-- D35, issue 45: a lapsed or ended invitation shows in its thread. The event is written by the
-- statement that settles the invitation (docs/decisions/195), so it needs only its name here.
ALTER TABLE "thread_entries" DROP CONSTRAINT "thread_entries_event_check";--> statement-breakpoint
ALTER TABLE "thread_entries" ADD CONSTRAINT "thread_entries_event_check" CHECK ("thread_entries"."event" in ('status', 'invited', 'invitation_accepted', 'invitation_declined', 'invitation_lapsed', 'booking_confirm_asked', 'booking_confirmed', 'booking_released', 'booking_cancelled', 'spot_offered', 'spot_offer_answered', 'checked_in', 'no_show', 'no_show_corrected'));
