ALTER TABLE `entry_windows` ADD `auto_promote` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `working_event_id` integer;--> statement-breakpoint
-- The public entry list counts pending entries against the places left (decision 0066): a new
-- entry moves the version of its event where its category's list is public, so a stored page
-- does not show a place that an entry meanwhile holds.
CREATE TRIGGER `entries_version_insert` AFTER INSERT ON `entries` WHEN (SELECT `public_list` FROM `entry_windows` WHERE `event_category_id` = new.`event_category_id`) = 1 BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
