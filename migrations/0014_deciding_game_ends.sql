ALTER TABLE `game_types` ADD `deciding_ends_at` integer;--> statement-breakpoint
-- The change of ends in a deciding game was badminton's interval at 11; it is now its own rule. Rally
-- sports with an interval keep their change of ends there, table tennis (two services each, to 11)
-- changes ends at 5 as the ITTF's rules say. Staff can change either.
UPDATE `game_types` SET `deciding_ends_at` = `interval_at` WHERE `scoring` = 'sets' AND `point_counting` = 'rally' AND `interval_at` IS NOT NULL;
--> statement-breakpoint
UPDATE `game_types` SET `deciding_ends_at` = 5 WHERE `scoring` = 'sets' AND `point_counting` = 'rally' AND `serve` = 'twoEach' AND `set_target` = 11 AND `interval_at` IS NULL;
