-- Editors are bound to a Twitch user id at their first sign-in after being named, and the login the owner
-- typed stays as the list's label. Written by hand (issue 49), applied by wrangler in file order.
ALTER TABLE `channel_editors` ADD `user_id` text;--> statement-breakpoint
CREATE INDEX `channel_editors_user_id` ON `channel_editors` (`user_id`);--> statement-breakpoint
-- An editor who has signed in here before is bound now to the one user known by that login, so their
-- sessions keep working, and a login two users have held is left for its next sign-in to bind.
UPDATE `channel_editors` SET `user_id` = (
  SELECT `twitch_user_id` FROM `streamers` WHERE lower(`streamers`.`login`) = `channel_editors`.`login`
) WHERE (
  SELECT count(*) FROM `streamers` WHERE lower(`streamers`.`login`) = `channel_editors`.`login`
) = 1;--> statement-breakpoint
-- Sessions an editor had on a channel whose editors list no longer names them go back to their own.
UPDATE `sessions` SET `channel_id` = NULL WHERE `channel_id` IS NOT NULL AND `channel_id` != `streamer_id`
  AND NOT EXISTS (
    SELECT 1 FROM `channel_editors` WHERE `channel_editors`.`streamer_id` = `sessions`.`channel_id`
      AND `channel_editors`.`user_id` = `sessions`.`streamer_id`
  );--> statement-breakpoint
-- The settings history keeps each person's changes apart and trims them by this index.
CREATE INDEX `settings_changes_streamer_by` ON `settings_changes` (`streamer_id`,`by_login`);
