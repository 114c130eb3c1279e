CREATE TABLE `api_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`last_used_at` integer,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `api_tokens_user_idx` ON `api_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `event_managers` (
	`user_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `event_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `event_managers_event_idx` ON `event_managers` (`event_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`locked_at` integer,
	`user_agent` text,
	`ip` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`last_login_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE TABLE `group_teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`team_id` integer NOT NULL,
	`position` integer NOT NULL,
	`lot` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_teams_team_unique` ON `group_teams` (`team_id`);--> statement-breakpoint
CREATE INDEX `group_teams_group_idx` ON `group_teams` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_category_name_unique` ON `groups` (`event_category_id`,`name`);--> statement-breakpoint
CREATE INDEX `groups_event_idx` ON `groups` (`event_id`);--> statement-breakpoint
CREATE TABLE `match_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` integer NOT NULL,
	`set_no` integer NOT NULL,
	`home` integer NOT NULL,
	`away` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_sets_match_set_unique` ON `match_sets` (`match_id`,`set_no`);--> statement-breakpoint
CREATE TABLE `match_stat_values` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` integer NOT NULL,
	`team_id` integer NOT NULL,
	`statistic_id` integer NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`statistic_id`) REFERENCES `match_statistics`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_stat_values_unique` ON `match_stat_values` (`match_id`,`team_id`,`statistic_id`);--> statement-breakpoint
CREATE INDEX `match_stat_values_team_idx` ON `match_stat_values` (`team_id`);--> statement-breakpoint
CREATE INDEX `match_stat_values_statistic_idx` ON `match_stat_values` (`statistic_id`);--> statement-breakpoint
CREATE TABLE `matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`group_id` integer,
	`stage` text DEFAULT 'group' NOT NULL,
	`round` integer DEFAULT 1 NOT NULL,
	`code` text NOT NULL,
	`home_team_id` integer,
	`away_team_id` integer,
	`home_source` text,
	`away_source` text,
	`court` text,
	`scheduled_at` integer,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`winner_team_id` integer,
	`home_score` integer,
	`away_score` integer,
	`started_at` integer,
	`finished_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`home_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`away_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`winner_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `matches_category_code_unique` ON `matches` (`event_category_id`,`code`);--> statement-breakpoint
CREATE INDEX `matches_event_schedule_idx` ON `matches` (`event_id`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `matches_event_status_idx` ON `matches` (`event_id`,`status`);--> statement-breakpoint
CREATE INDEX `matches_group_idx` ON `matches` (`group_id`);--> statement-breakpoint
CREATE INDEX `matches_home_team_idx` ON `matches` (`home_team_id`);--> statement-breakpoint
CREATE INDEX `matches_away_team_idx` ON `matches` (`away_team_id`);--> statement-breakpoint
CREATE INDEX `matches_winner_team_idx` ON `matches` (`winner_team_id`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`gender` text NOT NULL,
	`birth_date` text,
	`phone` text,
	`email` text,
	`city_id` integer,
	`photo` text,
	`skill_level_id` integer,
	`club` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`skill_level_id`) REFERENCES `skill_levels`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `players_name_idx` ON `players` (`name`);--> statement-breakpoint
CREATE INDEX `players_city_idx` ON `players` (`city_id`);--> statement-breakpoint
CREATE INDEX `players_skill_level_idx` ON `players` (`skill_level_id`);--> statement-breakpoint
CREATE TABLE `team_players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`captain` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_players_category_player_unique` ON `team_players` (`event_category_id`,`player_id`);--> statement-breakpoint
CREATE INDEX `team_players_team_idx` ON `team_players` (`team_id`);--> statement-breakpoint
CREATE INDEX `team_players_player_idx` ON `team_players` (`player_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`event_category_id` integer NOT NULL,
	`name` text NOT NULL,
	`club` text,
	`seed` integer,
	`status` text DEFAULT 'registered' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `teams_event_idx` ON `teams` (`event_id`);--> statement-breakpoint
CREATE INDEX `teams_event_category_idx` ON `teams` (`event_category_id`,`name`);--> statement-breakpoint
CREATE TABLE `event_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`game_category_id` integer NOT NULL,
	`format` text DEFAULT 'groups' NOT NULL,
	`advance_per_group` integer DEFAULT 2 NOT NULL,
	`tiebreak_preset` text DEFAULT 'bwf' NOT NULL,
	`tiebreak_rules` text DEFAULT '[]' NOT NULL,
	`points_win` integer DEFAULT 1 NOT NULL,
	`points_draw` integer DEFAULT 0 NOT NULL,
	`points_loss` integer DEFAULT 0 NOT NULL,
	`max_teams` integer,
	`third_place` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`game_category_id`) REFERENCES `game_categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_categories_unique` ON `event_categories` (`event_id`,`game_category_id`);--> statement-breakpoint
CREATE INDEX `event_categories_game_category_idx` ON `event_categories` (`game_category_id`);--> statement-breakpoint
CREATE TABLE `event_slugs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`slug` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_slugs_slug_unique` ON `event_slugs` (`slug`);--> statement-breakpoint
CREATE INDEX `event_slugs_event_idx` ON `event_slugs` (`event_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo` text,
	`organizer_logo` text,
	`organizer_logo_2` text,
	`organizer_name` text,
	`location_name` text,
	`address` text,
	`province_id` integer,
	`city_id` integer,
	`district_id` integer,
	`subdistrict_id` integer,
	`postal_code` text,
	`lat` real,
	`lng` real,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`timezone` text DEFAULT 'Asia/Jakarta' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`province_id`) REFERENCES `provinces`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`subdistrict_id`) REFERENCES `subdistricts`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_status_starts_idx` ON `events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_province_idx` ON `events` (`province_id`);--> statement-breakpoint
CREATE INDEX `events_city_idx` ON `events` (`city_id`);--> statement-breakpoint
CREATE INDEX `events_district_idx` ON `events` (`district_id`);--> statement-breakpoint
CREATE INDEX `events_subdistrict_idx` ON `events` (`subdistrict_id`);--> statement-breakpoint
CREATE TABLE `game_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_type_id` integer NOT NULL,
	`skill_level_id` integer NOT NULL,
	`gender` text NOT NULL,
	`name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`game_type_id`) REFERENCES `game_types`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`skill_level_id`) REFERENCES `skill_levels`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_categories_unique` ON `game_categories` (`game_type_id`,`skill_level_id`,`gender`);--> statement-breakpoint
CREATE INDEX `game_categories_skill_level_idx` ON `game_categories` (`skill_level_id`);--> statement-breakpoint
CREATE TABLE `game_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`scoring` text NOT NULL,
	`sets_to_win` integer DEFAULT 2 NOT NULL,
	`players_per_side` integer DEFAULT 2 NOT NULL,
	`set_target` integer DEFAULT 6 NOT NULL,
	`win_by_two` integer DEFAULT true NOT NULL,
	`set_cap` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_types_name_unique` ON `game_types` (`name`);--> statement-breakpoint
CREATE TABLE `match_statistics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_type_id` integer,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`game_type_id`) REFERENCES `game_types`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `match_statistics_key_unique` ON `match_statistics` (`game_type_id`,`key`);--> statement-breakpoint
CREATE INDEX `match_statistics_game_type_idx` ON `match_statistics` (`game_type_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `skill_levels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`color` text DEFAULT '#6B7280' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skill_levels_name_unique` ON `skill_levels` (`name`);--> statement-breakpoint
CREATE INDEX `skill_levels_sort_idx` ON `skill_levels` (`sort_order`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`province_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`province_id`) REFERENCES `provinces`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_code_unique` ON `cities` (`code`);--> statement-breakpoint
CREATE INDEX `cities_province_idx` ON `cities` (`province_id`,`name`);--> statement-breakpoint
CREATE INDEX `cities_name_idx` ON `cities` (`name`);--> statement-breakpoint
CREATE TABLE `districts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `districts_code_unique` ON `districts` (`code`);--> statement-breakpoint
CREATE INDEX `districts_city_idx` ON `districts` (`city_id`,`name`);--> statement-breakpoint
CREATE INDEX `districts_name_idx` ON `districts` (`name`);--> statement-breakpoint
CREATE TABLE `provinces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provinces_code_unique` ON `provinces` (`code`);--> statement-breakpoint
CREATE INDEX `provinces_name_idx` ON `provinces` (`name`);--> statement-breakpoint
CREATE TABLE `subdistricts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`district_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`postal_code` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `districts`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subdistricts_code_unique` ON `subdistricts` (`code`);--> statement-breakpoint
CREATE INDEX `subdistricts_district_idx` ON `subdistricts` (`district_id`,`name`);--> statement-breakpoint
CREATE INDEX `subdistricts_name_idx` ON `subdistricts` (`name`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`event_id` integer,
	`summary` text NOT NULL,
	`changes` text,
	`at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_log_user_idx` ON `audit_log` (`user_id`);--> statement-breakpoint
CREATE INDEX `audit_log_event_idx` ON `audit_log` (`event_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`mime` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`sha256` text NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_path_unique` ON `uploads` (`path`);--> statement-breakpoint
CREATE INDEX `uploads_uploaded_by_idx` ON `uploads` (`uploaded_by`);