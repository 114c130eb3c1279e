import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";
import { acceptedImageTypes, checkImageFile, uploadMessage } from "./image-crop-field";

const AUTOSAVE_MS = 1000;
const STATUS_MS = 10_000;
const draftStorageKey = (key: string) => `laga:event-description:${key}`;

type Props = {
  id: string;
  name: string;
  label: string;
  /** What the field holds now (typed values survive a failed save). */
  defaultValue: string;
  /** What is saved on the server: a draft equal to it is no draft. */
  savedValue: string;
  /** Drafts are kept per record ("new" for one not created yet). */
  draftKey: string;
  errors?: string[] | null;
  /** A preview the server rendered for a post without JavaScript. */
  previewHtml?: string | null;
};

type Edit = { text: string; start: number; end: number };
type Tool = "bold" | "italic" | "heading" | "list" | "link" | "image" | "quote" | "code";
const tools: Tool[] = ["bold", "italic", "heading", "list", "link", "image", "quote", "code"];

/** Wraps the selection (or a sample word) in inline markers. */
function wrap(edit: Edit, before: string, after: string, sample: string): Edit {
  const selected = edit.text.slice(edit.start, edit.end) || sample;
  const text = edit.text.slice(0, edit.start) + before + selected + after + edit.text.slice(edit.end);
  return { text, start: edit.start + before.length, end: edit.start + before.length + selected.length };
}

/** Puts a marker at the start of every line the selection touches. */
function prefixLines(edit: Edit, prefix: string, sample: string): Edit {
  const lineStart = edit.text.lastIndexOf("\n", edit.start - 1) + 1;
  const block = edit.text.slice(lineStart, edit.end) || sample;
  const prefixed = block
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
  const text = edit.text.slice(0, lineStart) + prefixed + edit.text.slice(Math.max(edit.end, lineStart));
  return { text, start: lineStart, end: lineStart + prefixed.length };
}

/** Puts a block (an image) on its own line after the line the cursor is on. */
function insertBlock(edit: Edit, block: string): Edit {
  const lineEnd = edit.text.indexOf("\n", edit.end);
  const at = lineEnd === -1 ? edit.text.length : lineEnd;
  const piece = `${at > 0 ? "\n" : ""}${block}\n`;
  const text = edit.text.slice(0, at) + piece + edit.text.slice(at);
  return { text, start: at + piece.length, end: at + piece.length };
}

/**
 * The description editor. Without JavaScript: a Markdown textarea and a
 * preview button that posts the form. With it: a toolbar, a preview tab
 * rendered by the server (the same renderer as the public page), image
 * upload, and a draft kept on this device every second until the form is
 * saved. The route's action must answer `{ preview }` to `intent=preview`.
 */
export function MarkdownEditor({ id, name, label, defaultValue, savedValue, draftKey, errors, previewHtml }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const preview = useFetcher<{ preview?: string | null }>();
  const area = useRef<HTMLTextAreaElement>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [tab, setTab] = useState<"write" | "preview">(previewHtml ? "preview" : "write");
  const [draftRestored, setDraftRestored] = useState(false);
  const [status, setStatus] = useState<{ kind: "info" | "error"; message: string } | null>(null);
  const busy = useRef(false);
  useLayoutEffect(() => {
    busy.current = navigation.state !== "idle";
  });
  const storageKey = draftStorageKey(draftKey);
  const errorId = `${id}-error`;

  // A draft left on this device is offered back once, when it differs from what the form holds.
  useEffect(() => {
    const draft = window.localStorage.getItem(storageKey);
    if (draft === null) return;
    if (draft === defaultValue || draft === savedValue) window.localStorage.removeItem(storageKey);
    else {
      setText(draft);
      setDraftRestored(true);
    }
  }, [storageKey, defaultValue, savedValue]);

  // The timer and the submit listener outlive the render that set them: they read the latest text here.
  const latest = useRef(text);
  useLayoutEffect(() => {
    latest.current = text;
  });
  useEffect(() => {
    let written: string | null = null;
    const timer = window.setInterval(() => {
      // While the form is being saved the draft stays cleared: a successful save leaves this page.
      if (busy.current || latest.current === written) return;
      if (latest.current === savedValue) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, latest.current);
      written = latest.current;
    }, AUTOSAVE_MS);
    const form = area.current?.form;
    const clear = () => {
      window.localStorage.removeItem(storageKey);
      written = latest.current;
    };
    form?.addEventListener("submit", clear);
    return () => {
      window.clearInterval(timer);
      form?.removeEventListener("submit", clear);
    };
  }, [storageKey, savedValue, hydrated]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const apply = (change: (edit: Edit) => Edit) => {
    const element = area.current;
    if (!element) return;
    const next = change({ text, start: element.selectionStart, end: element.selectionEnd });
    setText(next.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  const sample = (key: string) => t(`events.editor.sample.${key}`);
  const runTool = (tool: Tool) => {
    if (tool === "image") return imagePicker.current?.click();
    apply((edit) => {
      switch (tool) {
        case "bold":
          return wrap(edit, "**", "**", sample("bold"));
        case "italic":
          return wrap(edit, "*", "*", sample("italic"));
        case "heading":
          return prefixLines(edit, "### ", sample("heading"));
        case "list":
          return prefixLines(edit, "- ", sample("list"));
        case "quote":
          return prefixLines(edit, "> ", sample("quote"));
        case "link":
          return wrap(edit, "[", "](https://)", sample("link"));
        case "code":
          return edit.text.slice(edit.start, edit.end).includes("\n") ? wrap(edit, "```\n", "\n```", sample("code")) : wrap(edit, "`", "`", sample("code"));
      }
    });
  };

  const upload = async (file: File | undefined) => {
    if (imagePicker.current) imagePicker.current.value = "";
    if (!file) return setStatus({ kind: "error", message: uploadMessage(t, "uploads.noFile") });
    const problem = await checkImageFile(file);
    if (problem) return setStatus({ kind: "error", message: uploadMessage(t, problem) });
    setStatus({ kind: "info", message: uploadMessage(t, `uploads.uploading?image_name=${encodeURIComponent(file.name)}`) });
    const body = new FormData();
    body.append("image", file);
    try {
      const response = await fetch("/api/uploads/image", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { data?: { filePath: string }; error?: string };
      if (!response.ok || !answer.data) throw new Error(answer.error ?? "");
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[[\]]/g, "");
      apply((edit) => insertBlock(edit, `![${alt}](${answer.data!.filePath})`));
      setStatus({ kind: "info", message: uploadMessage(t, `uploads.uploaded?image_name=${encodeURIComponent(file.name)}`) });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : uploadMessage(t, `uploads.failed?image_name=${encodeURIComponent(file.name)}`);
      setStatus({ kind: "error", message });
    }
  };

  const showPreview = () => {
    setTab("preview");
    // A preview changes nothing on the server: no page data is read again.
    preview.submit({ intent: "preview", [name]: text }, { method: "post", defaultShouldRevalidate: false });
  };

  const discardDraft = () => {
    window.localStorage.removeItem(storageKey);
    setText(defaultValue);
    setDraftRestored(false);
  };

  const shownPreview = hydrated ? preview.data?.preview : previewHtml;
  const textarea = (
    <textarea
      ref={area}
      id={id}
      name={name}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      rows={14}
      maxLength={50_000}
      className="form-input min-h-[300px] font-mono leading-relaxed"
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={errors?.length ? errorId : undefined}
      hidden={hydrated && tab === "preview"}
    />
  );
  const previewPanel = (
    <div id={`${id}-preview`} className="min-h-[300px] rounded-md border border-black/10 p-4 dark:border-white/10" aria-live="polite" aria-busy={preview.state !== "idle"}>
      {preview.state !== "idle" ? (
        <p className="text-muted">{t("events.editor.previewLoading")}</p>
      ) : shownPreview ? (
        <div
          className="markdown grid gap-3 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:ps-6"
          dangerouslySetInnerHTML={{ __html: shownPreview }}
        />
      ) : (
        <p className="text-muted">{t("events.editor.emptyPreview")}</p>
      )}
    </div>
  );

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {textarea}
        <ErrorList id={errorId} errors={errors} />
        <button type="submit" name="intent" value="preview" formNoValidate className="btn btn-ghost mt-2">
          {t("events.editor.showPreview")}
        </button>
        {previewHtml !== undefined && previewHtml !== null ? <div className="mt-3">{previewPanel}</div> : null}
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {draftRestored ? (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3 rounded-md bg-warning/15 px-4 py-2 text-sm" role="status">
          <span>{t("events.editor.draftRestored")}</span>
          <button type="button" className="btn btn-ghost" onClick={discardDraft}>
            {t("events.editor.discardDraft")}
          </button>
        </div>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" className="flex gap-1">
          {(["write", "preview"] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              aria-controls={key === "write" ? id : `${id}-preview`}
              className={`btn ${tab === key ? "btn-primary" : "btn-ghost"}`}
              onClick={() => (key === "preview" ? showPreview() : setTab("write"))}
            >
              {t(`events.editor.${key}`)}
            </button>
          ))}
        </div>
        <div role="toolbar" aria-label={t("events.editor.toolbar")} aria-controls={id} className="flex flex-wrap gap-1" hidden={tab === "preview"}>
          {tools.map((tool) => (
            <button key={tool} type="button" className="btn btn-ghost px-3" onClick={() => runTool(tool)} title={t(`events.editor.${tool}`)}>
              {t(`events.editor.${tool}`)}
            </button>
          ))}
        </div>
      </div>
      {textarea}
      {tab === "preview" ? previewPanel : null}
      <input
        ref={imagePicker}
        type="file"
        accept={acceptedImageTypes.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
      <p role="status" aria-live="polite" className={status?.kind === "error" ? "field-error" : "mt-1 text-sm text-muted"}>
        {status?.message ?? ""}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
