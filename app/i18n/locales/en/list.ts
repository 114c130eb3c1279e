import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "en"> = {
  list: {
    search: "Search",
    searchLabel: "Search this list",
    searchPlaceholder: "Type to search…",
    perPage: "Rows per page",
    showing: "{{from}}–{{to}} of {{total}}",
    all: "All",
    apply: "Apply",
    actions: "Actions",
    add: "Add",
    edit: "Edit",
    delete: "Delete",
    export: "Export",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "There is nothing to export with this filter.",
    sortBy: "Sort by {{column}}",
    pagination: "Pagination",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}}",
    empty: {
      title: "Nothing here yet",
      body: "What you add will appear here.",
    },
    noMatch: {
      title: "No match",
      body: "Nothing matches this search or filter.",
      clear: "Clear search and filters",
    },
    confirmDelete: {
      title: "Delete {{name}}?",
      body: "This is deleted for good and cannot be undone.",
      confirm: "Yes, delete",
      cancel: "Cancel",
    },
    deleted: "{{name}} was deleted.",
    deleteBlocked: "{{name}} cannot be deleted because it is still used by: {{dependents}}.",
    saved: "{{name}} was saved.",
    created: "{{name}} was added.",
    notFound: "What you are looking for was not found.",
    saveFailed: "Nothing was saved yet. Check the marked fields.",
    yes: "Yes",
    no: "No",
    never: "Never",
  },
};

export default list;
