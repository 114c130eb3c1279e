type PointTexts = { id: number; texts: Record<string, string>; server: string | null };

type Tools = {
  /** The spectator script's: puts a point's texts in the named score cells under `root`; false when they are not the point's. */
  putScore: (match: PointTexts, root: ParentNode) => boolean;
  /** The spectator script's: makes one element look like another, changing only what differs. */
  morph: (current: Node, next: Node) => void;
  fetchTimeoutMs: number;
};

/**
 * Following a team or a player, a part of the spectator script
 * (spectator-script.tsx), so it stands alone like the script's other helpers.
 * Pages are the same bytes for every reader, so who follows what is kept in
 * this browser only: one team or player per event, under the address of its
 * bars (`<main data-following>`), as the bar's address below it ("12" for a
 * team, "player/34" for a player). The bar (`#followed-team`, from
 * routes/public/following.tsx) is fetched and put above the page's content; a
 * point scored is put in its score cells like in the page's own, any other new
 * version fetches it again. The team page's toggles (`data-follow`) are hidden
 * in the HTML, which cannot know, and shown here with their state; a page put
 * in place by a live update brings them back hidden, so they are shown again
 * after every change.
 */
export function pinFollowedBar({ putScore, morph, fetchTimeoutMs }: Tools) {
  const retryDelayMs = 1_000;
  const maxStaleRetries = 5;
  const main = document.getElementById("content");
  const base = main?.dataset.following;
  if (!main || !base) return { heard: () => undefined };
  const key = `laga.following:${base}`;
  let loading = false;
  let again = false;
  /** The newest version the stream announced, and how often a bar older than it was fetched again. */
  let announced = Number(main.dataset.version) || 0;
  let staleRetries = 0;

  // Storage may be refused (a private window, a full disk): the toggle then does nothing, the page is unchanged.
  const followed = () => {
    try {
      const followedKey = localStorage.getItem(key);
      return followedKey && /^(?:player\/)?\d+$/.test(followedKey) ? followedKey : null;
    } catch {
      return null;
    }
  };
  const keep = (followedKey: string | null) => {
    try {
      if (followedKey) localStorage.setItem(key, followedKey);
      else localStorage.removeItem(key);
    } catch {
      // Nothing kept: the state shown stays what storage holds.
    }
  };
  const bar = () => document.getElementById("followed-team");

  function showToggles() {
    const followedKey = followed();
    for (const toggle of main!.querySelectorAll<HTMLButtonElement>("[data-follow]")) {
      const on = toggle.dataset.follow === followedKey;
      if (toggle.hidden) toggle.hidden = false;
      if (toggle.getAttribute("aria-pressed") !== String(on)) toggle.setAttribute("aria-pressed", String(on));
      for (const label of toggle.querySelectorAll<HTMLElement>("[data-follow-state]")) {
        const hidden = label.dataset.followState !== (on ? "on" : "off");
        if (label.hidden !== hidden) label.hidden = hidden;
      }
    }
    for (const hint of main!.querySelectorAll<HTMLElement>("[data-follow-hint][hidden]")) hint.hidden = false;
  }

  /** Fetches the followed team's or player's bar and puts it in place; one fetch at a time, the last wish fetched after it. */
  function load() {
    const followedKey = followed();
    if (!followedKey) {
      bar()?.remove();
      return;
    }
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    const abandon = new AbortController();
    const timeout = setTimeout(() => abandon.abort(), fetchTimeoutMs);
    fetch(`${base}/${followedKey}`, { cache: "no-cache", headers: { Accept: "text/html" }, signal: abandon.signal })
      .then(async (response) => {
        // The team or player left the event: nothing to follow any more.
        if (response.status === 404) {
          if (followed() === followedKey) keep(null);
          bar()?.remove();
          showToggles();
          return;
        }
        if (!response.ok) throw new Error(String(response.status));
        const incoming = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("followed-team");
        if (!incoming || followed() !== followedKey) return;
        const current = bar();
        if (current && current.dataset.followed === incoming.dataset.followed) morph(current, incoming);
        else if (current) current.replaceWith(document.adoptNode(incoming));
        else main!.before(document.adoptNode(incoming));
        // A cache between us and the server may still hand out the bar of the version before the announced one.
        if (Number(bar()?.dataset.version) >= announced) staleRetries = 0;
        else if (staleRetries < maxStaleRetries) {
          staleRetries += 1;
          setTimeout(load, retryDelayMs);
        }
      })
      // Offline or no answer in time: the event's next version, or the phone back online, tries again.
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timeout);
        loading = false;
        if (again) {
          again = false;
          load();
        }
      });
  }

  document.addEventListener("click", (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>("[data-follow], [data-unfollow]");
    if (!control) return;
    const wanted = control.dataset.follow;
    keep(wanted !== undefined && followed() !== wanted ? wanted : null);
    showToggles();
    load();
  });
  // Another tab of the same event followed or unfollowed.
  addEventListener("storage", (event) => {
    if (event.key !== key) return;
    showToggles();
    load();
  });
  addEventListener("online", load);
  new MutationObserver(showToggles).observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden", "aria-pressed"] });

  showToggles();
  load();

  return {
    /** The event moved to `version`; a point scored comes with the version it was scored on and its texts. */
    heard(version: number, from: unknown, match: PointTexts | undefined) {
      if (version > announced) {
        announced = version;
        staleRetries = 0;
      }
      const current = bar();
      if (!current) {
        if (followed()) load();
        return;
      }
      const at = Number(current.dataset.version);
      if (version <= at) return;
      if (match && from === at && putScore(match, current)) {
        current.dataset.version = String(version);
        return;
      }
      load();
    },
  };
}
