-- Public quote search without reading every quote (issue 49). Hand-written: drizzle-kit knows neither
-- FTS5 tables nor triggers, so neither is in db/schema.ts; db/quote-search.ts reads them.
--
-- quote_search indexes each quote's text and submitter by trigrams (any piece of 3 or more characters
-- matches, in any letter case and any script), keyed by the quote's rowid; its channel column holds the
-- streamer id between ^ and $, so a search names its channel exactly. It is contentless: the quotes table
-- keeps the text, the index only finds rowids.
-- quote_counts keeps each channel's number of quotes, so the page's Quotes count reads one row.
--
-- Both are kept by the triggers below, whatever writes quotes (chat, dashboard, Discord, imports). A later
-- migration that rebuilds the quotes table drops these triggers and renumbers its rowids: it must create
-- them again and fill both tables again as below.
CREATE VIRTUAL TABLE `quote_search` USING fts5(channel, text, submitter, content='', tokenize='trigram');
--> statement-breakpoint
CREATE TABLE `quote_counts` (
	`streamer_id` text PRIMARY KEY NOT NULL,
	`quotes` integer NOT NULL,
	FOREIGN KEY (`streamer_id`) REFERENCES `streamers`(`twitch_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `quote_search` (rowid, channel, text, submitter)
	SELECT rowid, '^' || streamer_id || '$', text, submitter FROM `quotes`;
--> statement-breakpoint
INSERT INTO `quote_counts` (streamer_id, quotes)
	SELECT streamer_id, count(*) FROM `quotes` GROUP BY streamer_id;
--> statement-breakpoint
-- A contentless index forgets a row only when told the values it indexed: the 'delete' command.
CREATE TRIGGER `quotes_added` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `quote_search` (rowid, channel, text, submitter)
		VALUES (new.rowid, '^' || new.streamer_id || '$', new.text, new.submitter);
	INSERT INTO `quote_counts` (streamer_id, quotes) VALUES (new.streamer_id, 1)
		ON CONFLICT (streamer_id) DO UPDATE SET quotes = quotes + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_removed` AFTER DELETE ON `quotes` BEGIN
	INSERT INTO `quote_search` (quote_search, rowid, channel, text, submitter)
		VALUES ('delete', old.rowid, '^' || old.streamer_id || '$', old.text, old.submitter);
	UPDATE `quote_counts` SET quotes = quotes - 1 WHERE streamer_id = old.streamer_id;
END;
--> statement-breakpoint
-- Renumbering changes only `number`: the index is left alone.
CREATE TRIGGER `quotes_changed` AFTER UPDATE OF streamer_id, text, submitter ON `quotes` BEGIN
	INSERT INTO `quote_search` (quote_search, rowid, channel, text, submitter)
		VALUES ('delete', old.rowid, '^' || old.streamer_id || '$', old.text, old.submitter);
	INSERT INTO `quote_search` (rowid, channel, text, submitter)
		VALUES (new.rowid, '^' || new.streamer_id || '$', new.text, new.submitter);
END;
