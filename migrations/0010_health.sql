CREATE TABLE `channel_problems` (
	`streamer_id` text NOT NULL,
	`key` text NOT NULL,
	`area` text NOT NULL,
	`severity` text NOT NULL,
	`message` text NOT NULL,
	`action` text NOT NULL,
	`recorded_at` integer NOT NULL,
	PRIMARY KEY(`streamer_id`, `key`),
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `streamers` ADD `bot_joined_at` integer;--> statement-breakpoint
ALTER TABLE `streamers` ADD `subscriptions_checked_at` integer;--> statement-breakpoint
-- Channels that joined before this migration: the bot is in those that hold a chat subscription.
UPDATE `streamers` SET `bot_joined_at` = (SELECT MIN(`created_at`) FROM `eventsub_subscriptions` WHERE `eventsub_subscriptions`.`streamer_id` = `streamers`.`twitch_user_id` AND `eventsub_subscriptions`.`type` = 'channel.chat.message');
