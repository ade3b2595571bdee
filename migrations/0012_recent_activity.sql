DROP INDEX `channel_events_streamer_type_at`;--> statement-breakpoint
CREATE INDEX `channel_events_streamer_at` ON `channel_events` (`streamer_id`,`at`);