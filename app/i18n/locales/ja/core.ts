import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "ja"> = {
  meta: {
    defaultTitle: "管理画面",
    title: "{{title}} | Laga",
    description: "Laga — アマチュアスポーツ大会の日程・ライブスコア・順位表。",
  },
  common: {
    save: "保存",
    cancel: "キャンセル",
    back: "戻る",
    close: "閉じる",
    menu: "メニュー",
    loading: "読み込み中…",
    search: "検索",
    language: "言語",
    signIn: "ログイン",
    signOut: "ログアウト",
    home: "ホーム",
  },
  roles: {
    admin: "管理者",
    event: "大会運営者",
    guest: "ゲスト",
  },
  validation: {
    required: "この項目は必須です。",
    email: "有効なメールアドレスを入力してください。",
    tooLong: "{{max}} 文字以内で入力してください。",
  },
  errors: {
    notFound: {
      title: "ページが見つかりません",
      body: "開こうとしたアドレスは存在しないか、移動しました。",
    },
    eventNotFound: {
      title: "大会が見つかりません",
      body: "この大会は存在しないか、まだ公開されていないか、アドレスが変更されました。",
    },
    generic: {
      title: "エラーが発生しました",
      body: "申し訳ありません。サーバーで問題が発生しました。しばらくしてからもう一度お試しください。",
    },
    storageFull: {
      title: "サーバーのストレージがいっぱいです",
      body: "この変更は保存されていません。サーバーのストレージがいっぱいです。管理者に空き容量の確保を依頼してから、もう一度保存してください。",
      kept: "入力内容はフォームに残っています。空き容量ができたら、もう一度保存してください。",
    },
    restarting: "サーバーを再起動しています。しばらくしてからもう一度お試しください。",
    requestId: "リクエスト ID：{{id}}",
    backHome: "ホームに戻る",
  },
  api: {
    loginSuccess: "ログインしました。",
    logoutSuccess: "ログアウトしました。",
    invalidCredentials: "メールアドレスまたはパスワードが正しくありません。",
    invalidInput: "送信されたデータが無効です。",
    throttled: "試行回数が多すぎます。しばらくしてからもう一度お試しください。",
    eventNotFound: "大会が見つかりません。",
    notFound: "API のアドレスが見つかりません。",
    methodNotAllowed: "このメソッドは許可されていません。",
    serverError: "サーバーでエラーが発生しました。",
  },
};

export default core;
