ALTER TABLE `game_types` ADD `point_counting` text DEFAULT 'games' NOT NULL;--> statement-breakpoint
ALTER TABLE `game_types` ADD `deuce` text DEFAULT 'advantage' NOT NULL;--> statement-breakpoint
ALTER TABLE `game_types` ADD `tie_break_to` integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE `game_types` ADD `match_tie_break_to` integer;--> statement-breakpoint
ALTER TABLE `game_types` ADD `serve` text DEFAULT 'rallyWinner' NOT NULL;--> statement-breakpoint
ALTER TABLE `game_types` ADD `interval_at` integer;--> statement-breakpoint
ALTER TABLE `game_types` ADD `half_minutes` integer;--> statement-breakpoint
-- Existing sports get the counting their set rules already imply: a set to more than 7 is counted
-- in rally points, a set to 11 without a cap serves two each (table tennis), a set to 21 pauses at
-- 11 (badminton), a goals game plays two halves of 20 minutes (futsal). Staff can change any of it.
UPDATE `game_types` SET `point_counting` = 'rally' WHERE `scoring` = 'sets' AND `set_target` > 7;
--> statement-breakpoint
UPDATE `game_types` SET `serve` = 'twoEach' WHERE `point_counting` = 'rally' AND `set_target` <= 11 AND `set_cap` IS NULL;
--> statement-breakpoint
UPDATE `game_types` SET `interval_at` = 11 WHERE `point_counting` = 'rally' AND `set_target` = 21;
--> statement-breakpoint
UPDATE `game_types` SET `half_minutes` = 20 WHERE `scoring` = 'goals';
