-- Substring search through trigram indexes (FTS5), kept in step with their tables by
-- triggers. detail=none keeps only which rows hold a trigram, no positions: a search
-- asks for rows holding every trigram of the text, then LIKE checks those few rows.
-- A player's phone is indexed as its digits, the way the search compares it.
CREATE VIEW `players_search_source` AS
  SELECT `id`, `name`, `club`, `email`, replace(replace(replace(`phone`, ' ', ''), '-', ''), '.', '') AS `phone_digits` FROM `players`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `players_search` USING fts5(
  `name`, `club`, `email`, `phone_digits`,
  content = 'players_search_source', content_rowid = 'id', tokenize = 'trigram', detail = none
);
--> statement-breakpoint
CREATE TRIGGER `players_search_insert` AFTER INSERT ON `players` BEGIN
  INSERT INTO `players_search` (rowid, `name`, `club`, `email`, `phone_digits`)
  VALUES (new.`id`, new.`name`, new.`club`, new.`email`, replace(replace(replace(new.`phone`, ' ', ''), '-', ''), '.', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `players_search_delete` AFTER DELETE ON `players` BEGIN
  INSERT INTO `players_search` (`players_search`, rowid, `name`, `club`, `email`, `phone_digits`)
  VALUES ('delete', old.`id`, old.`name`, old.`club`, old.`email`, replace(replace(replace(old.`phone`, ' ', ''), '-', ''), '.', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `players_search_update` AFTER UPDATE OF `name`, `club`, `email`, `phone` ON `players` BEGIN
  INSERT INTO `players_search` (`players_search`, rowid, `name`, `club`, `email`, `phone_digits`)
  VALUES ('delete', old.`id`, old.`name`, old.`club`, old.`email`, replace(replace(replace(old.`phone`, ' ', ''), '-', ''), '.', ''));
  INSERT INTO `players_search` (rowid, `name`, `club`, `email`, `phone_digits`)
  VALUES (new.`id`, new.`name`, new.`club`, new.`email`, replace(replace(replace(new.`phone`, ' ', ''), '-', ''), '.', ''));
END;
--> statement-breakpoint
INSERT INTO `players_search` (`players_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `subdistricts_search` USING fts5(
  `name`, content = 'subdistricts', content_rowid = 'id', tokenize = 'trigram', detail = none
);
--> statement-breakpoint
CREATE TRIGGER `subdistricts_search_insert` AFTER INSERT ON `subdistricts` BEGIN
  INSERT INTO `subdistricts_search` (rowid, `name`) VALUES (new.`id`, new.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `subdistricts_search_delete` AFTER DELETE ON `subdistricts` BEGIN
  INSERT INTO `subdistricts_search` (`subdistricts_search`, rowid, `name`) VALUES ('delete', old.`id`, old.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `subdistricts_search_update` AFTER UPDATE OF `name` ON `subdistricts` BEGIN
  INSERT INTO `subdistricts_search` (`subdistricts_search`, rowid, `name`) VALUES ('delete', old.`id`, old.`name`);
  INSERT INTO `subdistricts_search` (rowid, `name`) VALUES (new.`id`, new.`name`);
END;
--> statement-breakpoint
INSERT INTO `subdistricts_search` (`subdistricts_search`) VALUES ('rebuild');
