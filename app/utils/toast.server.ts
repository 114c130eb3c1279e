import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { settings } from "~/config.server";

const toastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]),
  message: z.string().max(500),
});

export type Toast = z.infer<typeof toastSchema>;

function toastCookie() {
  return createCookie("laga_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secrets: settings().SESSION_SECRETS,
  });
}

/** A redirect that shows a message once on the next page (the flash toast of docs/design.md §7.5). */
export async function redirectWithToast(to: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  // A message longer than the toast holds (a bulk decision naming many entries) is cut, not lost: the next page refuses a longer one.
  const message = toast.message.length > 500 ? `${toast.message.slice(0, 499)}…` : toast.message;
  headers.append("Set-Cookie", await toastCookie().serialize({ ...toast, message }));
  return redirect(to, { ...init, headers });
}

/** Reads the pending toast and returns the header that clears it. */
export async function popToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("laga_toast")) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(await toastCookie().parse(header));
  return {
    toast: parsed.success ? parsed.data : null,
    clear: await toastCookie().serialize("", { maxAge: 0 }),
  };
}
