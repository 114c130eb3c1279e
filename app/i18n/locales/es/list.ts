import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "es"> = {
  list: {
    search: "Buscar",
    searchLabel: "Buscar en esta lista",
    searchPlaceholder: "Escriba para buscar…",
    perPage: "Filas por página",
    showing: "{{from}}–{{to}} de {{total}}",
    all: "Todos",
    apply: "Aplicar",
    actions: "Acciones",
    add: "Añadir",
    edit: "Editar",
    delete: "Eliminar",
    export: "Exportar",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "No hay nada que exportar con este filtro.",
    sortBy: "Ordenar por {{column}}",
    pagination: "Paginación",
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {{page}}",
    empty: {
      title: "Aún no hay nada",
      body: "Lo que añada aparecerá aquí.",
    },
    noMatch: {
      title: "Sin coincidencias",
      body: "Nada coincide con esta búsqueda o filtro.",
      clear: "Borrar búsqueda y filtros",
    },
    confirmDelete: {
      title: "¿Eliminar {{name}}?",
      body: "Se eliminará de forma permanente y no se podrá deshacer.",
      confirm: "Sí, eliminar",
      cancel: "Cancelar",
    },
    deleted: "{{name}} se ha eliminado.",
    deleteBlocked: "No se puede eliminar {{name}} porque todavía lo usan: {{dependents}}.",
    saved: "{{name}} se ha guardado.",
    created: "{{name}} se ha añadido.",
    notFound: "No se encontró lo que busca.",
    saveFailed: "Todavía no se ha guardado nada. Revise los campos marcados.",
    yes: "Sí",
    no: "No",
    never: "Nunca",
  },
};

export default list;
