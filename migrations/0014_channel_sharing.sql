CREATE TABLE `channel_editors` (
	`streamer_id` text NOT NULL,
	`login` text NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `login`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channel_editors_login` ON `channel_editors` (`login`);--> statement-breakpoint
CREATE TABLE `regulars` (
	`streamer_id` text NOT NULL,
	`login` text NOT NULL,
	`display_name` text,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `login`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `settings_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`streamer_id` text NOT NULL,
	`by_login` text NOT NULL,
	`what` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `settings_changes_streamer_at` ON `settings_changes` (`streamer_id`,`at`);--> statement-breakpoint
ALTER TABLE `commands` ADD `regulars_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `commands` ADD `hidden_on_public_page` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `channel_id` text;--> statement-breakpoint
ALTER TABLE `streamers` ADD `public_page_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `streamers` ADD `nightbot_token_enc` text;--> statement-breakpoint
ALTER TABLE `streamers` ADD `nightbot_token_expires_at` integer;--> statement-breakpoint
CREATE INDEX `streamers_login` ON `streamers` (`login`);--> statement-breakpoint
CREATE INDEX `streamers_display_name_lower` ON `streamers` (lower("display_name"));