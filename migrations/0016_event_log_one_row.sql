-- The event log as one row per event: a WITHOUT ROWID table keyed in Recent activity's order, with no
-- index beside it (before, an event wrote the table row, its key's index row and an index row on at).
-- D1 keeps foreign keys on; deferring them is its way to rebuild a table (nothing refers to this one).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `channel_events_one_row` (
	`streamer_id` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`user_name` text,
	`user_id` text,
	`amount` real,
	`currency` text,
	`tier` integer,
	`is_test` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `at`, `event_id`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `channel_events_one_row`
	(`streamer_id`, `event_id`, `type`, `user_name`, `user_id`, `amount`, `currency`, `tier`, `is_test`, `at`)
SELECT `streamer_id`, `event_id`, `type`, `user_name`, `user_id`, `amount`, `currency`, `tier`, `is_test`, `at`
FROM `channel_events`;--> statement-breakpoint
DROP TABLE `channel_events`;--> statement-breakpoint
ALTER TABLE `channel_events_one_row` RENAME TO `channel_events`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
