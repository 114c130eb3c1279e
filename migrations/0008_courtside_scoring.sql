CREATE TABLE `match_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`kind` text NOT NULL,
	`side` text NOT NULL,
	`sets` text,
	`scored_at` integer NOT NULL,
	`undone_at` integer,
	`user_id` integer,
	`scorer_link_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`scorer_link_id`) REFERENCES `scorer_links`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_points_client_unique` ON `match_points` (`match_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `match_points_scorer_link_idx` ON `match_points` (`scorer_link_id`);--> statement-breakpoint
CREATE TABLE `scorer_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`name` text NOT NULL,
	`court` text,
	`day` text,
	`match_id` integer,
	`secret_hash` text NOT NULL,
	`created_by` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scorer_links_secret_unique` ON `scorer_links` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `scorer_links_event_idx` ON `scorer_links` (`event_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `scorer_links_match_idx` ON `scorer_links` (`match_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `live_game` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `actor` text;