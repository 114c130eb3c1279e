import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "zh"> = {
  users: {
    title: "用户",
    add: "添加用户",
    remove: "删除 / 停用",
    active: "启用",
    inactive: "停用",
    allEvents: "全部赛事",
    deactivated: "{{name}} 已被停用，并已在所有设备上退出登录。",
    eventsHint: "仅适用于赛事管理员：其可以管理的赛事。",
    noEvents: "暂无赛事。",
    passwordHint: "8–72 个字符。避免使用常见密码。",
    newPasswordHint: "留空则保留当前密码。设置新密码会使该用户在所有设备上退出登录。",
    resetLink: {
      title: "重置链接",
      body: "用户打开此链接以选择新密码：仅可使用一次，有效期一小时，会取代之前的链接，使用后将退出其所有会话。请自行转交；本网站不会发送。若要直接为其设定密码，请填写上方的“新密码”。",
      make: "生成重置链接",
      made: "重置链接（一小时内有效，仅限一次）：",
      copy: "复制",
      copied: "已复制",
      inactive: "此账户未启用：请先启用，再生成链接。",
    },
    fields: {
      name: "姓名",
      email: "电子邮箱",
      role: "角色",
      active: "账户已启用",
      status: "状态",
      events: "管理的赛事",
      lastLogin: "上次登录",
      created: "创建时间",
      password: "密码",
      newPassword: "新密码",
      passwordConfirm: "再次输入密码",
    },
    confirmRemove: {
      title: "删除或停用 {{name}}？",
      body: "登录过或有历史记录的用户将被停用，以完整保留其历史记录；从未使用过的账户将被删除。该用户将在所有设备上退出登录。",
    },
    errors: {
      emailTaken: "此邮箱已被其他账户使用。",
      selfDemote: "您不能取消自己的管理员角色，也不能停用自己的账户。",
      selfRemove: "您不能删除自己的账户。",
      lastAdmin: "必须至少保留一名已启用的管理员。",
      passwordMismatch: "两次输入的密码不一致。",
    },
  },
};

export default users;
