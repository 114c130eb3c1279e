-- An event's version moves with every write its spectators can see, whoever makes it: the app,
-- the admin CLI, another process or a hand-written statement. Pages, ETags, stored pages and the
-- live streams follow this one number (docs/decisions/0039-event-version-raised-by-triggers.md).
-- Each row written raises it by one, so a save moves it by one or more.
-- The event's own row: any change but the version itself. The version's own update stops here
-- by this condition, whether or not recursive triggers are on.
CREATE TRIGGER `events_version_update` AFTER UPDATE ON `events` WHEN new.`version` = old.`version` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`id`;
END;
--> statement-breakpoint
-- Rows that name their event.
CREATE TRIGGER `event_slugs_version_insert` AFTER INSERT ON `event_slugs` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_slugs_version_update` AFTER UPDATE ON `event_slugs` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `event_slugs_version_delete` AFTER DELETE ON `event_slugs` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_categories_version_insert` AFTER INSERT ON `event_categories` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_categories_version_update` AFTER UPDATE ON `event_categories` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `event_categories_version_delete` AFTER DELETE ON `event_categories` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `teams_version_insert` AFTER INSERT ON `teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `teams_version_update` AFTER UPDATE ON `teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `teams_version_delete` AFTER DELETE ON `teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `groups_version_insert` AFTER INSERT ON `groups` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `groups_version_update` AFTER UPDATE ON `groups` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `groups_version_delete` AFTER DELETE ON `groups` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `matches_version_insert` AFTER INSERT ON `matches` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = new.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `matches_version_update` AFTER UPDATE ON `matches` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (old.`event_id`, new.`event_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `matches_version_delete` AFTER DELETE ON `matches` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = old.`event_id`;
END;
--> statement-breakpoint
-- Rows that belong to an event through their team, group or match.
CREATE TRIGGER `team_players_version_insert` AFTER INSERT ON `team_players` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `teams` WHERE `id` = new.`team_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `team_players_version_update` AFTER UPDATE ON `team_players` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in ((SELECT `event_id` FROM `teams` WHERE `id` = old.`team_id`), (SELECT `event_id` FROM `teams` WHERE `id` = new.`team_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `team_players_version_delete` AFTER DELETE ON `team_players` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `teams` WHERE `id` = old.`team_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `group_teams_version_insert` AFTER INSERT ON `group_teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `groups` WHERE `id` = new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `group_teams_version_update` AFTER UPDATE ON `group_teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in ((SELECT `event_id` FROM `groups` WHERE `id` = old.`group_id`), (SELECT `event_id` FROM `groups` WHERE `id` = new.`group_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `group_teams_version_delete` AFTER DELETE ON `group_teams` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `groups` WHERE `id` = old.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_sets_version_insert` AFTER INSERT ON `match_sets` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `matches` WHERE `id` = new.`match_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_sets_version_update` AFTER UPDATE ON `match_sets` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in ((SELECT `event_id` FROM `matches` WHERE `id` = old.`match_id`), (SELECT `event_id` FROM `matches` WHERE `id` = new.`match_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `match_sets_version_delete` AFTER DELETE ON `match_sets` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `matches` WHERE `id` = old.`match_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_stat_values_version_insert` AFTER INSERT ON `match_stat_values` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `matches` WHERE `id` = new.`match_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_stat_values_version_update` AFTER UPDATE ON `match_stat_values` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in ((SELECT `event_id` FROM `matches` WHERE `id` = old.`match_id`), (SELECT `event_id` FROM `matches` WHERE `id` = new.`match_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `match_stat_values_version_delete` AFTER DELETE ON `match_stat_values` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` = (SELECT `event_id` FROM `matches` WHERE `id` = old.`match_id`);
END;
--> statement-breakpoint
-- A player's name and photo show on the teams of every event they play in. A new player is on no
-- team yet, and one on a team cannot be deleted (foreign keys restrict).
CREATE TRIGGER `players_version_update` AFTER UPDATE ON `players` WHEN old.`name` IS NOT new.`name` OR old.`photo` IS NOT new.`photo` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (SELECT `teams`.`event_id` FROM `team_players` JOIN `teams` ON `teams`.`id` = `team_players`.`team_id` WHERE `team_players`.`player_id` = new.`id`);
END;
--> statement-breakpoint
-- Master data that events show through their categories: the game category, its skill level (name
-- and colour) and its game type (name and scoring). A new row is no event's yet; one in use cannot
-- be deleted.
CREATE TRIGGER `skill_levels_version_update` AFTER UPDATE ON `skill_levels` WHEN old.`name` IS NOT new.`name` OR old.`color` IS NOT new.`color` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`skill_level_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `game_types_version_update` AFTER UPDATE ON `game_types` WHEN old.`name` IS NOT new.`name` OR old.`scoring` IS NOT new.`scoring` OR old.`sets_to_win` IS NOT new.`sets_to_win` OR old.`players_per_side` IS NOT new.`players_per_side` OR old.`set_target` IS NOT new.`set_target` OR old.`win_by_two` IS NOT new.`win_by_two` OR old.`set_cap` IS NOT new.`set_cap` OR old.`active` IS NOT new.`active` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`game_type_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `game_categories_version_update` AFTER UPDATE ON `game_categories` WHEN old.`game_type_id` IS NOT new.`game_type_id` OR old.`skill_level_id` IS NOT new.`skill_level_id` OR old.`gender` IS NOT new.`gender` OR old.`name` IS NOT new.`name` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `id` in (SELECT `event_id` FROM `event_categories` WHERE `game_category_id` = new.`id`);
END;
--> statement-breakpoint
-- A statistic of one game type shows on its events' match pages; one of every game type (none named), on every event's.
CREATE TRIGGER `match_statistics_version_insert` AFTER INSERT ON `match_statistics` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE new.`game_type_id` IS NULL OR `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`game_type_id` = new.`game_type_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_statistics_version_update` AFTER UPDATE ON `match_statistics` WHEN old.`game_type_id` IS NOT new.`game_type_id` OR old.`name` IS NOT new.`name` OR old.`sort_order` IS NOT new.`sort_order` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE old.`game_type_id` IS NULL OR `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`game_type_id` = old.`game_type_id`) OR new.`game_type_id` IS NULL OR `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`game_type_id` = new.`game_type_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `match_statistics_version_delete` AFTER DELETE ON `match_statistics` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE old.`game_type_id` IS NULL OR `id` in (SELECT `event_categories`.`event_id` FROM `event_categories` JOIN `game_categories` ON `game_categories`.`id` = `event_categories`.`game_category_id` WHERE `game_categories`.`game_type_id` = old.`game_type_id`);
END;
--> statement-breakpoint
-- The venue's province, city, district and subdistrict are shown by name.
CREATE TRIGGER `provinces_version_update` AFTER UPDATE ON `provinces` WHEN old.`name` IS NOT new.`name` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `province_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `cities_version_update` AFTER UPDATE ON `cities` WHEN old.`name` IS NOT new.`name` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `city_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `districts_version_update` AFTER UPDATE ON `districts` WHEN old.`name` IS NOT new.`name` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `district_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `subdistricts_version_update` AFTER UPDATE ON `subdistricts` WHEN old.`name` IS NOT new.`name` BEGIN
  UPDATE `events` SET `version` = `version` + 1, `updated_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `subdistrict_id` = new.`id`;
END;
