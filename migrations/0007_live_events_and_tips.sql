CREATE TABLE `channel_events` (
	`streamer_id` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`user_name` text,
	`user_id` text,
	`amount` real,
	`currency` text,
	`tier` integer,
	`is_test` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `event_id`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channel_events_streamer_type_at` ON `channel_events` (`streamer_id`,`type`,`at`);--> statement-breakpoint
CREATE TABLE `overlay_settings` (
	`streamer_id` text NOT NULL,
	`overlay` text NOT NULL,
	`settings` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `overlay`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tip_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`kofi_token_enc` text,
	`streamelements_jwt_enc` text,
	`streamlabs_access_token_enc` text,
	`streamlabs_refresh_token_enc` text,
	`streamlabs_socket_token_enc` text,
	`top_reset_period` text DEFAULT 'none' NOT NULL,
	`top_reset_at` integer,
	`top_donation_is_reset` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
