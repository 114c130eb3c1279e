import { useEffect, useRef, useState } from "react";
import { data, Form, useSubmit } from "react-router";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { ColorChip } from "~/components/color-field";
import { ConfirmRemoval } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { MasterName, MasterRowActions } from "~/components/list/master-data";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { readListPage } from "~/models/list.server";
import { MASTER_IN_USE } from "~/models/master-data/master-use.server";
import {
  findSkillLevel,
  listSkillLevels,
  moveSkillLevel,
  removeSkillLevel,
  reorderSkillLevels,
  skillLevelDependents,
  skillLevelListSpec,
  type SkillLevel,
} from "~/models/master-data/skill-level.server";
import { listReturnPath } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { moveRow, readRowAction, removeRow, reorderRows } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import { lockedRows, masterRemovalConfirmation, removalAnswer } from "../master-data.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const { params, page, target } = readListPage(request, skillLevelListSpec, listSkillLevels, findSkillLevel);
  return {
    title: t("nav.skillLevels"),
    ...page,
    // Moving a level only makes sense in the order itself, with nothing left out.
    reorderable: params.sort === "order" && params.direction === "asc" && !page.narrowed,
    locked: lockedRows(me, "skillLevel", page.rows),
    confirming: masterRemovalConfirmation(t, me, "skillLevel", target, skillLevelDependents),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const back = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, z.discriminatedUnion("intent", [removeRow, moveRow, reorderRows]));
  switch (posted?.intent) {
    case "remove":
      return removalAnswer(t, back, removeSkillLevel(posted.id, me.id));
    case "move": {
      const moved = moveSkillLevel(posted.id, posted.direction, me.id);
      if (moved === MASTER_IN_USE) return data({ refusal: t("skillLevels.errors.reorderInUse") }, { status: 403 });
      if (moved === "invalid") break;
      return redirectWithToast(back, { type: "success", message: t("skillLevels.reordered") });
    }
    case "reorder": {
      const reordered = reorderSkillLevels(posted.ids, me.id);
      if (reordered === MASTER_IN_USE) return data({ refusal: t("skillLevels.errors.reorderInUse") }, { status: 403 });
      if (reordered === "invalid") return redirectWithToast(back, { type: "error", message: t("skillLevels.errors.reorderFailed") });
      return redirectWithToast(back, { type: "success", message: t("skillLevels.reordered") });
    }
  }
  // A drag and drop's order that cannot be read says so; any other post names no row.
  const refusal = form.get("intent") === "reorder" ? "skillLevels.errors.reorderFailed" : "list.notFound";
  return redirectWithToast(back, { type: "error", message: t(refusal) });
}

/**
 * Drag and drop of rows (with JavaScript): the dragged row moves as it passes
 * over others, and the new order of the page is saved when it is dropped. A row
 * the user may not change is not dragged; moving another past it keeps the
 * order among such rows.
 */
function useDragOrder(rows: SkillLevel[], enabled: boolean, locked: Set<number>) {
  const submit = useSubmit();
  const [order, setOrder] = useState(rows);
  const dragged = useRef<number | null>(null);
  useEffect(() => setOrder(rows), [rows]);
  const rowProps = (level: SkillLevel): React.HTMLAttributes<HTMLTableRowElement> =>
    enabled && !locked.has(level.id)
      ? {
          draggable: true,
          className: "cursor-grab",
          onDragStart: (event) => {
            dragged.current = level.id;
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(level.id));
          },
          onDragOver: (event) => {
            if (dragged.current === null) return;
            event.preventDefault();
            const from = order.findIndex((l) => l.id === dragged.current);
            const to = order.findIndex((l) => l.id === level.id);
            if (from < 0 || to < 0 || from === to) return;
            const next = [...order];
            next.splice(to, 0, ...next.splice(from, 1));
            setOrder(next);
          },
          onDrop: (event) => {
            event.preventDefault();
            if (dragged.current === null) return;
            dragged.current = null;
            if (order.some((l, index) => l.id !== rows[index]?.id)) submit({ intent: "reorder", ids: order.map((l) => l.id).join(",") }, { method: "post" });
          },
          onDragEnd: () => {
            if (dragged.current !== null) setOrder(rows);
            dragged.current = null;
          },
        }
      : {};
  return { order, rowProps };
}

function MoveButton({ level, direction, disabled }: { level: SkillLevel; direction: "up" | "down"; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={level.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        aria-label={t(direction === "up" ? "skillLevels.moveUp" : "skillLevels.moveDown", { name: level.name })}
        className="inline-grid size-11 place-items-center rounded-md hover:bg-black/5 disabled:opacity-30 dark:hover:bg-white/10"
      >
        <span aria-hidden="true">{direction === "up" ? "▲" : "▼"}</span>
      </button>
    </Form>
  );
}

export default function SkillLevelList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const locked = new Set(loaderData.locked);
  const { order, rowProps } = useDragOrder(loaderData.rows, loaderData.reorderable && enhanced, locked);
  // Two rows the user may not change keep their order between them.
  const swapsLocked = (level: SkillLevel, step: -1 | 1) => {
    const neighbour = order[order.findIndex((l) => l.id === level.id) + step];
    return locked.has(level.id) && neighbour !== undefined && locked.has(neighbour.id);
  };
  const first = loaderData.window.offset === 0;
  const last = loaderData.window.to === loaderData.window.total;
  const columns: Column<SkillLevel>[] = [
    {
      id: "order",
      header: t("skillLevels.fields.position"),
      sort: "order",
      cell: (level) => (
        <span className="inline-flex items-center gap-1">
          {enhanced && loaderData.reorderable && !locked.has(level.id) ? (
            <span aria-hidden="true" className="px-1 text-muted">
              ⠿
            </span>
          ) : null}
          <span className="w-6 font-semibold">{level.sortOrder}</span>
          {loaderData.reorderable ? (
            <>
              <MoveButton level={level} direction="up" disabled={(first && order[0]?.id === level.id) || swapsLocked(level, -1)} />
              <MoveButton level={level} direction="down" disabled={(last && order.at(-1)?.id === level.id) || swapsLocked(level, 1)} />
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: "name",
      header: t("skillLevels.fields.name"),
      sort: "name",
      cell: (level) => (
        <MasterName locked={locked.has(level.id)} to={`/edit-skilllevel/${level.id}`}>
          {level.name}
        </MasterName>
      ),
    },
    { id: "preview", header: t("skillLevels.fields.preview"), cell: (level) => <ColorChip color={level.color}>{level.name}</ColorChip> },
    { id: "color", header: t("skillLevels.fields.color"), cell: (level) => <span className="font-mono">{level.color}</span> },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (level) => <MasterRowActions locked={locked.has(level.id)} id={level.id} editTo={`/edit-skilllevel/${level.id}`} editLabel={t("masterData.editNamed", { name: level.name })} />,
    },
  ];
  return (
    <>
      <ListPage
        title={loaderData.title}
        addTo="/add-skilllevel"
        addLabel={t("skillLevels.add")}
        exportTo="/export/skilllevel"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t("skillLevels.emptyBody")}
        refusal={actionData?.refusal}
        toolbar={<ListToolbar />}
      >
        {loaderData.reorderable && !enhanced ? null : <p className="mb-2 text-xs text-muted">{t(loaderData.reorderable ? "skillLevels.dragHint" : "skillLevels.reorderOnly")}</p>}
        <DataTable caption={loaderData.title} columns={columns} rows={order} rowKey={(level) => level.id} sort={loaderData.sort} direction={loaderData.direction} rowProps={rowProps} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} />
    </>
  );
}
