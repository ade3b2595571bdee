CREATE TABLE `incrementor_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`streamer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`user_name` text NOT NULL,
	`count` integer NOT NULL,
	`points` integer NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `incrementor_redemptions_streamer` ON `incrementor_redemptions` (`streamer_id`,`at`);--> statement-breakpoint
CREATE TABLE `incrementor_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`top_text` text NOT NULL,
	`enabled` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
