CREATE TABLE `entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`team_name` text,
	`contact_phone` text NOT NULL,
	`contact_email` text,
	`secret_hash` text NOT NULL,
	`address` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`paid_note` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`team_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entries_secret_unique` ON `entries` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `entries_category_idx` ON `entries` (`event_category_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `entries_event_idx` ON `entries` (`event_id`,`id`);--> statement-breakpoint
CREATE INDEX `entries_team_idx` ON `entries` (`team_id`);--> statement-breakpoint
CREATE TABLE `entry_players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`name` text NOT NULL,
	`gender` text NOT NULL,
	`birth_date` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`club` text,
	`city_id` integer,
	`player_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `entries`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `entry_players_entry_idx` ON `entry_players` (`entry_id`);--> statement-breakpoint
CREATE INDEX `entry_players_known_idx` ON `entry_players` (`event_category_id`,`birth_date`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `entry_players_player_idx` ON `entry_players` (`player_id`);--> statement-breakpoint
CREATE INDEX `entry_players_city_idx` ON `entry_players` (`city_id`);--> statement-breakpoint
CREATE TABLE `entry_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`waiting_list` integer DEFAULT false NOT NULL,
	`fee_idr` integer DEFAULT 0 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`public_list` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entry_windows_category_unique` ON `entry_windows` (`event_category_id`);--> statement-breakpoint
CREATE INDEX `entry_windows_event_idx` ON `entry_windows` (`event_id`);--> statement-breakpoint
-- Spectators' pages show whether a category takes entries and, when its list is public, the
-- waiting line's length: a window's writes and an entry's change of status move the event's
-- version like every other write they can see (0006_event_version_triggers.sql).
CREATE TRIGGER `entry_windows_version_insert` AFTER INSERT ON `entry_windows` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `entry_windows_version_update` AFTER UPDATE ON `entry_windows` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `entry_windows_version_delete` AFTER DELETE ON `entry_windows` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
-- A new entry waits for staff and shows nowhere; only its status reaches the public list.
CREATE TRIGGER `entries_version_update` AFTER UPDATE ON `entries` WHEN new.`status` <> old.`status` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
