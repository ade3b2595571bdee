CREATE TABLE `text_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`redemption_title` text NOT NULL,
	`text` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
