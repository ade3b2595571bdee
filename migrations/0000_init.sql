CREATE TABLE `eventsub_revocations` (
	`subscription_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`broadcaster_id` text,
	`status` text NOT NULL,
	`revoked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`streamer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expires_at` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `streamers` (
	`twitch_user_id` text PRIMARY KEY NOT NULL,
	`login` text NOT NULL,
	`display_name` text NOT NULL,
	`overlay_secret_key` text NOT NULL,
	`access_token_enc` text,
	`refresh_token_enc` text,
	`token_scopes` text,
	`token_obtained_at` integer,
	`token_expires_in` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `streamers_overlay_secret_key_unique` ON `streamers` (`overlay_secret_key`);