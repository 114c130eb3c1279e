-- The results page's order (drizzle/schema/competition.ts `resultOrder`) for the results only: a page of an event's
-- results reads its entries in order here instead of sorting every result of the event.
CREATE INDEX `matches_event_results_idx` ON `matches` (`event_id`, (case when "status" = 'live' then 0 else 1 end), coalesce("finished_at", "started_at", "scheduled_at") desc, "id" desc) WHERE "status" in ('live', 'finished', 'walkover', 'retired');
