ALTER TABLE `streamers` ADD `chat_account_id` text;--> statement-breakpoint
ALTER TABLE `streamers` ADD `chat_account_login` text;--> statement-breakpoint
ALTER TABLE `streamers` ADD `chat_account_token_enc` text;