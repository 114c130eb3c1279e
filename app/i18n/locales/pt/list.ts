import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "pt"> = {
  list: {
    search: "Pesquisar",
    searchLabel: "Pesquisar nesta lista",
    searchPlaceholder: "Digite para pesquisar…",
    perPage: "Linhas por página",
    showing: "{{from}}–{{to}} de {{total}}",
    all: "Todos",
    apply: "Aplicar",
    actions: "Ações",
    add: "Adicionar",
    edit: "Editar",
    delete: "Excluir",
    export: "Exportar",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Não há nada para exportar com este filtro.",
    sortBy: "Ordenar por {{column}}",
    pagination: "Paginação",
    previous: "Anterior",
    next: "Próxima",
    page: "Página {{page}}",
    empty: {
      title: "Nada por aqui ainda",
      body: "O que você adicionar aparecerá aqui.",
    },
    noMatch: {
      title: "Nenhum resultado",
      body: "Nada corresponde a esta pesquisa ou filtro.",
      clear: "Limpar pesquisa e filtros",
    },
    confirmDelete: {
      title: "Excluir {{name}}?",
      body: "A exclusão é definitiva e não pode ser desfeita.",
      confirm: "Sim, excluir",
      cancel: "Cancelar",
    },
    deleted: "{{name}} foi excluído.",
    deleteBlocked: "Não é possível excluir {{name}} porque ainda está em uso por: {{dependents}}.",
    saved: "{{name}} foi salvo.",
    created: "{{name}} foi adicionado.",
    notFound: "O que você procura não foi encontrado.",
    saveFailed: "Nada foi salvo ainda. Verifique os campos destacados.",
    yes: "Sim",
    no: "Não",
    never: "Nunca",
  },
};

export default list;
