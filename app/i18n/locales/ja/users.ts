import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "ja"> = {
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
    resetLink: {
      title: "再設定リンク",
      body: "このユーザーが新しいパスワードを選ぶためのリンクです。1時間、1回だけ有効で、以前のリンクは無効になり、使用後はすべてのセッションからサインアウトされます。リンクはご自身で渡してください（サイトからは送信されません）。代わりにパスワードを決める場合は、上の「新しいパスワード」に入力してください。",
      make: "再設定リンクを作成",
      made: "再設定リンク（1時間・1回限り有効）：",
      copy: "コピー",
      copied: "コピーしました",
      inactive: "このアカウントは無効です。先に有効にしてからリンクを作成してください。",
    },
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
