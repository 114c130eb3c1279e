import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "zh"> = {
  meta: {
    defaultTitle: "管理后台",
    title: "{{title}} | Laga",
    description: "Laga — 业余体育赛事的赛程、实时比分和积分榜。",
  },
  common: {
    save: "保存",
    cancel: "取消",
    back: "返回",
    close: "关闭",
    menu: "菜单",
    loading: "加载中…",
    search: "搜索",
    language: "语言",
    signIn: "登录",
    signOut: "退出登录",
    home: "首页",
  },
  roles: {
    admin: "管理员",
    event: "赛事管理员",
    guest: "访客",
  },
  validation: {
    required: "此项为必填项。",
    email: "请输入有效的电子邮箱地址。",
    tooLong: "最多 {{max}} 个字符。",
  },
  errors: {
    notFound: {
      title: "页面不存在",
      body: "您访问的地址不存在或已被移动。",
    },
    eventNotFound: {
      title: "未找到赛事",
      body: "该赛事不存在、尚未发布，或其地址已更改。",
    },
    generic: {
      title: "出错了",
      body: "抱歉，服务器出现故障。请稍后再试。",
    },
    storageFull: {
      title: "服务器存储空间已满",
      body: "此更改尚未保存：服务器存储空间已满。请让管理员释放一些空间，然后再次保存。",
      kept: "您输入的内容仍保留在表单中；释放空间后请再次保存。",
    },
    restarting: "服务器正在重启，请稍后再试。",
    requestId: "请求编号：{{id}}",
    backHome: "返回首页",
  },
  api: {
    loginSuccess: "登录成功。",
    logoutSuccess: "已退出登录。",
    invalidCredentials: "邮箱或密码错误。",
    invalidInput: "提交的数据无效。",
    throttled: "尝试次数过多，请稍后再试。",
    eventNotFound: "未找到赛事。",
    notFound: "API 地址不存在。",
    methodNotAllowed: "不允许使用该请求方法。",
    serverError: "服务器出错。",
  },
};

export default core;
