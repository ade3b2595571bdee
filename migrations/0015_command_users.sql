ALTER TABLE `commands` ADD `vips_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `commands` ADD `allowed_users` text DEFAULT '[]' NOT NULL;
