CREATE TABLE `category_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_category_id` integer NOT NULL,
	`round` integer NOT NULL,
	`draw_number` integer,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `category_rounds_category_round_unique` ON `category_rounds` (`event_category_id`,`round`);--> statement-breakpoint
CREATE TABLE `match_sides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` integer NOT NULL,
	`side` text NOT NULL,
	`team_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_sides_match_team_unique` ON `match_sides` (`match_id`,`team_id`);--> statement-breakpoint
CREATE INDEX `match_sides_team_idx` ON `match_sides` (`team_id`);--> statement-breakpoint
CREATE TABLE `round_byes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_category_id` integer NOT NULL,
	`round` integer NOT NULL,
	`team_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `round_byes_category_round_team_unique` ON `round_byes` (`event_category_id`,`round`,`team_id`);--> statement-breakpoint
CREATE INDEX `round_byes_team_idx` ON `round_byes` (`team_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `bracket` text;--> statement-breakpoint
ALTER TABLE `event_categories` ADD `format_settings` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Every elimination match so far is in its category's one bracket.
UPDATE `matches` SET `bracket` = 'main' WHERE `stage` <> 'group';
