import { asc, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { eventCategories, type CategoryGender, type CompetitionFormat } from "#drizzle/schema";
import { requireUser } from "~/auth/guards.server";
import { getDb } from "~/db.server";
import { categoryNaming, withCategoryDetails } from "../events/category-details.server";
import { findEventById } from "../events/event.server";
import { categoryLabel } from "../events/team-category.server";
import { listEvent } from "./team-list.server";
import type { SessionUser } from "../accounts/user.server";

/** An event category as the group and schedule screens need it. */
export type ScopeCategory = {
  id: number;
  eventId: number;
  name: string | null;
  gameType: string;
  skillLevel: string;
  gender: CategoryGender;
  format: CompetitionFormat;
  advancePerGroup: number;
  thirdPlace: boolean;
};

const positiveId = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The categories of an event in the organiser's order. */
export function scopeCategories(eventId: number): ScopeCategory[] {
  return withCategoryDetails(
    getDb()
      .select({
        id: eventCategories.id,
        eventId: eventCategories.eventId,
        ...categoryNaming,
        format: eventCategories.format,
        advancePerGroup: eventCategories.advancePerGroup,
        thirdPlace: eventCategories.thirdPlace,
      })
      .from(eventCategories)
      .$dynamic(),
  )
    .where(eq(eventCategories.eventId, eventId))
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id))
    .all();
}

/**
 * The event and category a screen works on, from `?event=` and `?category=`:
 * the event defaults to the user's first one; another event, or a category
 * that is not the event's, answers 404. `category` is null when none is asked
 * for (lists then show every category).
 */
export function readScope(user: SessionUser, search: URLSearchParams) {
  const { event: choice, choices } = listEvent(user, search);
  const event = choice ? findEventById(choice.id) : null;
  const categories = event ? scopeCategories(event.id) : [];
  const requested = search.get("category");
  let category: ScopeCategory | null = null;
  if (requested) {
    category = categories.find((c) => c.id === positiveId(requested)) ?? null;
    if (!category) throw data(null, { status: 404 });
  }
  return { event, events: choices.map(({ id, name }) => ({ id, name })), categories, category };
}

/** The category a screen that needs one works on: the one asked for, else the event's first. */
export function categoryOrFirst(scope: ReturnType<typeof readScope>) {
  return scope.category ?? scope.categories[0] ?? null;
}

/** For a screen that works on one category: the signed-in user, the scope of its address and the category worked on (`categoryOrFirst`). */
export function categoryScreenScope(request: Request, context: Readonly<RouterContextProvider>) {
  const me = requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const scope = readScope(me, search);
  return { me, scope, category: categoryOrFirst(scope), search };
}

/** A translation key with its parameters in query form ("groupsAdmin.errors.hasResults?group=A"), as the forms read them. */
export function message(key: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

/** The text of a message() in the request's language, for a toast. */
export function translated(t: (key: string, options?: Record<string, string>) => string, text: string) {
  const [key, query] = text.split("?", 2) as [string, string | undefined];
  return t(key, Object.fromEntries(new URLSearchParams(query ?? "")));
}

/** What a page's pickers show: the events to choose from and the event's categories by name. */
export function scopeView(scope: ReturnType<typeof readScope>, t: (key: string, options?: Record<string, unknown>) => string) {
  return {
    event: scope.event ? { id: scope.event.id, name: scope.event.name } : null,
    events: scope.events,
    categories: scope.categories.map((category) => ({ id: category.id, label: categoryLabel(category, t), format: category.format })),
  };
}
