-- The streamer's choices about the public commands page beside its on/off switch (streamers'
-- public_page_enabled): whether replies show the names of stored variables, and when the dashboard's
-- first-time notice about the page was dismissed. No row: the defaults (names hidden, notice shown).
-- Hand-written (issue 49), declared in db/public-page.ts.
CREATE TABLE `public_page_settings` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`shows_variable_names` integer DEFAULT false NOT NULL,
	`notice_dismissed_at` integer,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
