import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { eventChoices } from "~/auth/event-access.server";
import { squadSize } from "~/domain/roster";
import { translator } from "~/i18n/i18next.server";
import { rosterCandidates, searchRosterCandidates } from "~/models/people/player.server";
import { categoriesOfEvents, categoryLabel } from "~/models/events/team-category.server";
import { categoryUsage, type TeamFieldErrors, type TeamInput } from "~/models/competition/team.server";
import type { SessionUser } from "~/models/accounts/user.server";
import type { CategoryOption, TeamDefaults } from "./team-form";
import { teamSchema, type TeamForm } from "./team-schema";

export const idOf = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * What the form showed when it was sent by GET — to load the chosen event's
 * categories or to search players without JavaScript — so nothing typed is
 * lost; null on a plain visit.
 */
export function draftFromSearch(search: URLSearchParams): TeamDefaults | null {
  if (search.get("draft") !== "1") return null;
  const text = (key: string) => search.get(key)?.slice(0, 120) ?? "";
  return {
    eventId: text("eventId"),
    eventCategoryId: text("eventCategoryId"),
    name: text("name"),
    club: text("club"),
    seed: text("seed"),
    status: text("status") || "registered",
    captainId: text("captainId"),
    playerIds: [
      ...new Set(
        search
          .getAll("playerIds")
          .map((value) => idOf(value))
          .filter((id): id is number => id !== null),
      ),
    ].slice(0, 60),
  };
}

/**
 * The choices of the team form: the events the user runs (or the team's own),
 * their categories with the rules and room left, the players picked so far and
 * those matching the player search.
 */
export function teamFormChoices(user: SessionUser, context: Readonly<RouterContextProvider>, search: URLSearchParams, defaults: TeamDefaults, team: { id: number; eventId: number } | null) {
  const t = translator(context);
  const events = team ? [] : eventChoices(user).map((event) => ({ id: event.id, name: event.name }));
  const categories = categoriesOfEvents(team ? [team.eventId] : events.map((event) => event.id));
  const usage = categoryUsage(
    categories.map((category) => category.id),
    team?.id ?? null,
  );
  const categoryId = idOf(defaults.eventCategoryId);
  const playerQuery = (search.get("playerQ") ?? "").trim().slice(0, 100);
  return {
    events,
    categories: categories.map((category): CategoryOption => ({
      id: category.id,
      eventId: category.eventId,
      label: categoryLabel(category, t),
      gender: category.gender,
      playersPerSide: category.playersPerSide,
      ...squadSize(category.playersPerSide),
      maxTeams: category.maxTeams,
      ...usage.get(category.id)!,
    })),
    picked: rosterCandidates(defaults.playerIds, categoryId, team?.id ?? null, user),
    results: searchRosterCandidates(playerQuery, categoryId, team?.id ?? null, user),
    playerQuery,
  };
}

export function toTeamInput(value: TeamForm): TeamInput {
  return {
    eventId: value.eventId,
    eventCategoryId: value.eventCategoryId,
    name: value.name ?? null,
    club: value.club ?? null,
    seed: value.seed ?? null,
    status: value.status,
    playerIds: value.playerIds,
    captainId: value.captainId ?? null,
  };
}

/**
 * Reads a submitted team form. Returns the input to save and a way to answer
 * 400 with the model's refusal, or that answer at once. The players picked
 * that the user may see are sent back with the answer, so the roster shows
 * their names again.
 */
export function readTeamSubmission(form: FormData, teamId: number | null, user: SessionUser) {
  const submission = parseWithZod(form, { schema: teamSchema });
  const pickedIds = [
    ...new Set(
      form
        .getAll("playerIds")
        .map((value) => idOf(value))
        .filter((id): id is number => id !== null),
    ),
  ].slice(0, 60);
  const categoryId = idOf(form.get("eventCategoryId"));
  const refuse = (fieldErrors: TeamFieldErrors = {}, playedMatches = 0) =>
    data({ result: submission.reply({ fieldErrors }), picked: rosterCandidates(pickedIds, categoryId, teamId, user), playedMatches }, { status: 400 });
  if (submission.status !== "success") return { ok: false as const, response: refuse() };
  return { ok: true as const, input: toTeamInput(submission.value), confirmWithdraw: submission.value.confirmWithdraw, refuse };
}
