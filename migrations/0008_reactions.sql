CREATE TABLE `reaction_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`shoutout_text` text NOT NULL,
	`flood_texts` text NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reactions` (
	`id` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`event_type` text NOT NULL,
	`text` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`minimum` real,
	`cooldown_seconds` integer,
	`shoutout` integer,
	`discord` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reactions_streamer` ON `reactions` (`streamer_id`);