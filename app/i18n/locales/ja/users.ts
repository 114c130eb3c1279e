import type { DeepStrings } from "../../resources";
import type id from "../id/users";

const users: DeepStrings<typeof id> = {
  users: {
    title: "ユーザー",
    add: "ユーザーを追加",
    remove: "削除 / 無効化",
    active: "有効",
    inactive: "無効",
    allEvents: "すべての大会",
    deactivated: "{{name}} を無効化し、すべての端末からログアウトさせました。",
    eventsHint: "大会運営者のみ：運営を担当できる大会。",
    noEvents: "まだ大会がありません。",
    passwordHint: "8～72 文字。よく使われるパスワードは避けてください。",
    newPasswordHint: "現在のパスワードのままにする場合は空欄にしてください。新しいパスワードを設定すると、そのユーザーはすべての端末からログアウトされます。",
    fields: {
      name: "名前",
      email: "メールアドレス",
      role: "役割",
      active: "アカウント有効",
      status: "ステータス",
      events: "担当する大会",
      lastLogin: "最終ログイン",
      created: "作成日時",
      password: "パスワード",
      newPassword: "新しいパスワード",
      passwordConfirm: "パスワード（確認）",
    },
    confirmRemove: {
      title: "{{name}} を削除または無効化しますか？",
      body: "ログインしたことがある、または履歴があるユーザーは、履歴を残すために無効化されます。一度も使われていないアカウントは削除されます。ユーザーはすべての端末からログアウトされます。",
    },
    errors: {
      emailTaken: "このメールアドレスは別のアカウントで使用されています。",
      selfDemote: "自分の管理者権限を外したり、自分のアカウントを無効化したりすることはできません。",
      selfRemove: "自分のアカウントは削除できません。",
      lastAdmin: "有効な管理者が少なくとも 1 人必要です。",
      passwordMismatch: "2 つのパスワードが一致しません。",
    },
  },
};

export default users;
