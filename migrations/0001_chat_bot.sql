CREATE TABLE `app_tokens` (
	`provider` text PRIMARY KEY NOT NULL,
	`token_enc` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `channel_variables` (
	`streamer_id` text NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`streamer_id`, `name`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `commands` (
	`id` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`command` text NOT NULL,
	`command_key` text NOT NULL,
	`type` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`needs_mod` integer DEFAULT false NOT NULL,
	`followers_only` integer DEFAULT false NOT NULL,
	`subs_only` integer DEFAULT false NOT NULL,
	`enabled_in_twitch` integer DEFAULT true NOT NULL,
	`enabled_in_discord` integer DEFAULT false NOT NULL,
	`cooldown_seconds` integer DEFAULT 0 NOT NULL,
	`number_of_times_used` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commands_streamer_key` ON `commands` (`streamer_id`,`command_key`);--> statement-breakpoint
CREATE TABLE `eventsub_subscriptions` (
	`subscription_id` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
