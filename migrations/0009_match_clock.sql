CREATE TABLE `match_clock_taps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`action` text NOT NULL,
	`tapped_at` integer NOT NULL,
	`user_id` integer,
	`scorer_link_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`scorer_link_id`) REFERENCES `scorer_links`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_clock_taps_client_unique` ON `match_clock_taps` (`match_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `match_clock_taps_scorer_link_idx` ON `match_clock_taps` (`scorer_link_id`);