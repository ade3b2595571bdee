CREATE TABLE `alert_media` (
	`id` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_media_streamer_created` ON `alert_media` (`streamer_id`,`created_at`);