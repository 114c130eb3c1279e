import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "ja"> = {
  list: {
    search: "検索",
    searchLabel: "この一覧を検索",
    searchPlaceholder: "入力して検索…",
    perPage: "表示件数",
    showing: "{{total}} 件中 {{from}}–{{to}} 件",
    all: "すべて",
    apply: "適用",
    actions: "操作",
    add: "追加",
    edit: "編集",
    delete: "削除",
    export: "エクスポート",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "このフィルターではエクスポートするデータがありません。",
    sortBy: "{{column}}で並べ替え",
    pagination: "ページ送り",
    previous: "前へ",
    next: "次へ",
    page: "{{page}} ページ",
    empty: {
      title: "まだデータがありません",
      body: "追加したデータがここに表示されます。",
    },
    noMatch: {
      title: "該当なし",
      body: "この検索またはフィルターに一致するデータはありません。",
      clear: "検索とフィルターをクリア",
    },
    confirmDelete: {
      title: "{{name}} を削除しますか？",
      body: "完全に削除され、元に戻すことはできません。",
      confirm: "削除する",
      cancel: "キャンセル",
    },
    deleted: "{{name}} を削除しました。",
    deleteBlocked: "{{name}} は次のデータで使用中のため削除できません：{{dependents}}。",
    saved: "{{name}} を保存しました。",
    created: "{{name}} を追加しました。",
    notFound: "お探しのデータは見つかりませんでした。",
    saveFailed: "まだ保存されていません。マークされた項目を確認してください。",
    yes: "はい",
    no: "いいえ",
    never: "なし",
  },
};

export default list;
