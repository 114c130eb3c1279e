CREATE TABLE `check_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`checked_in_at` integer NOT NULL,
	`user_id` integer,
	`entry_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`entry_id`) REFERENCES `entries`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_event_player_unique` ON `check_ins` (`event_id`,`player_id`);--> statement-breakpoint
CREATE INDEX `check_ins_player_idx` ON `check_ins` (`player_id`);--> statement-breakpoint
CREATE TABLE `court_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`court_id` integer NOT NULL,
	`day` text NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`court_id`) REFERENCES `event_courts`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `court_hours_court_day_unique` ON `court_hours` (`court_id`,`day`);--> statement-breakpoint
CREATE TABLE `event_courts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_courts_event_name_unique` ON `event_courts` (`event_id`,`name`);--> statement-breakpoint
CREATE TABLE `push_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`match_id` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_notices_unique` ON `push_notices` (`subscription_id`,`match_id`,`kind`);--> statement-breakpoint
CREATE INDEX `push_notices_match_idx` ON `push_notices` (`match_id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`event_id` integer,
	`team_id` integer,
	`player_id` integer,
	`entry_id` integer,
	`language` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`entry_id`) REFERENCES `entries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_target_unique` ON `push_subscriptions` (`endpoint`,`event_id`,`team_id`,`player_id`,`entry_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_event_idx` ON `push_subscriptions` (`event_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_team_idx` ON `push_subscriptions` (`team_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_player_idx` ON `push_subscriptions` (`player_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_entry_idx` ON `push_subscriptions` (`entry_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `placed_by_hand` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `called_at` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `called_court` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `expected_at` integer;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `match_minutes` integer;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `rest_minutes` integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `max_matches_per_day` integer;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `plan_order` integer;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `plan_not_before` integer;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `plan_not_after` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `check_in_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `game_types` ADD `match_minutes` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
-- A match's usual length by sport, the event planner's default: badminton 30 minutes, table tennis 25,
-- tennis 75, padel and other games-counted sports 60, a goals game its two halves and a break.
UPDATE `game_types` SET `match_minutes` = CASE
  WHEN `scoring` = 'goals' THEN coalesce(`half_minutes`, 20) * 2 + 10
  WHEN `point_counting` = 'rally' AND `set_target` >= 21 THEN 30
  WHEN `point_counting` = 'rally' THEN 25
  WHEN lower(`name`) LIKE '%tennis%' THEN 75
  ELSE 60
END;--> statement-breakpoint
-- The courts each event's matches already name become the event's courts, in their natural order.
INSERT INTO `event_courts` (`event_id`, `name`, `sort_order`)
  SELECT `event_id`, `court`, row_number() OVER (PARTITION BY `event_id` ORDER BY length(`court`), `court`)
  FROM (SELECT DISTINCT `event_id`, `court` FROM `matches` WHERE `court` IS NOT NULL AND trim(`court`) <> '');
