import { useCallback } from "react";
import { useFetcher } from "react-router";
import { useCurrentPath, useRootData } from "./hooks";
import { applyPreferenceForm, PREFERENCES_ACTION, useOptimisticPreferences, type Preferences } from "./preferences";

/** The preferences as the page shows them, pending changes included. */
export function usePreferences(): Preferences {
  return useOptimisticPreferences(useRootData()?.preferences);
}

/**
 * Sends a change of the customizer with a fetcher, so the page stays where it is.
 * Every submission carries the whole set, so two quick changes cannot undo each other.
 */
export function useSavePreferences() {
  const fetcher = useFetcher({ key: "preferences" });
  const current = usePreferences();
  const { submit } = fetcher;
  return useCallback(
    (changes: FormData) => {
      const next = applyPreferenceForm(current, changes);
      const body = new FormData();
      for (const [name, value] of Object.entries(next)) body.set(name, String(value));
      void submit(body, { method: "post", action: PREFERENCES_ACTION });
    },
    [current, submit],
  );
}

type Props = {
  children: React.ReactNode;
  className?: string;
  /** Where the page should be after a plain post, e.g. "#customizer" to keep the panel open. */
  hash?: string;
};

/**
 * A form of preference buttons (`name`/`value` on each submit button). Without
 * JavaScript it posts and comes back to this page; with it, a fetcher sends it.
 */
export function PreferenceForm({ children, className, hash = "" }: Props) {
  const save = useSavePreferences();
  const back = useCurrentPath();
  return (
    <form
      method="post"
      action={PREFERENCES_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        save(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      }}
    >
      <input type="hidden" name="redirectTo" value={back + hash} />
      {children}
    </form>
  );
}
