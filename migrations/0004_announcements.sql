CREATE TABLE `announcement_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`announcements` text NOT NULL,
	`minutes_between` integer NOT NULL,
	`messages_between` integer NOT NULL,
	`enabled` integer NOT NULL,
	`randomized` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
