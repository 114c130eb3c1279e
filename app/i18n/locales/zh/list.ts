import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "zh"> = {
  list: {
    search: "搜索",
    searchLabel: "在此列表中搜索",
    searchPlaceholder: "输入关键词搜索…",
    perPage: "每页行数",
    showing: "第 {{from}}–{{to}} 条，共 {{total}} 条",
    all: "全部",
    apply: "应用",
    actions: "操作",
    add: "添加",
    edit: "编辑",
    delete: "删除",
    export: "导出",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "当前筛选条件下没有可导出的数据。",
    sortBy: "按{{column}}排序",
    pagination: "分页",
    previous: "上一页",
    next: "下一页",
    page: "第 {{page}} 页",
    empty: {
      title: "暂无数据",
      body: "您添加的内容将显示在这里。",
    },
    noMatch: {
      title: "没有匹配结果",
      body: "没有符合此搜索或筛选条件的数据。",
      clear: "清除搜索和筛选",
    },
    confirmDelete: {
      title: "删除 {{name}}？",
      body: "数据将被永久删除，无法恢复。",
      confirm: "确认删除",
      cancel: "取消",
    },
    deleted: "{{name}} 已删除。",
    deleteBlocked: "{{name}} 仍被以下数据使用，无法删除：{{dependents}}。",
    saved: "{{name}} 已保存。",
    created: "{{name}} 已添加。",
    notFound: "未找到您要查找的数据。",
    saveFailed: "尚未保存任何更改。请检查标记的字段。",
    yes: "是",
    no: "否",
    never: "从未",
  },
};

export default list;
