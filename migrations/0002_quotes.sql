CREATE TABLE `quote_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`quote_format` text,
	`background_format` text,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`streamer_id` text NOT NULL,
	`number` integer NOT NULL,
	`text` text NOT NULL,
	`submitter` text NOT NULL,
	`timestamp` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `number`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
