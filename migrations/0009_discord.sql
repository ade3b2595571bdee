CREATE TABLE `discord_link_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `discord_link_codes_streamer` ON `discord_link_codes` (`streamer_id`);--> statement-breakpoint
CREATE TABLE `discord_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`guild_id` text,
	`guild_name` text,
	`moderator_role_id` text,
	`webhook_url_enc` text,
	`announcement_text` text,
	`announcement_enabled` integer DEFAULT false NOT NULL,
	`webhook_broken_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discord_settings_guild_id_unique` ON `discord_settings` (`guild_id`);