import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "pl"> = {
  following: {
    follow: "Obserwuj",
    followed: "Obserwujesz",
    unfollow: "Przestań obserwować",
    pinned: "Obserwowana drużyna",
    hint: "Następny mecz tej drużyny będzie widoczny na górze każdej strony tego wydarzenia, na tym urządzeniu.",
    pinnedPlayer: "Obserwowany zawodnik",
    playerHint: "Obserwuj zawodnika: jego następny mecz, w każdej kategorii, będzie widoczny na górze każdej strony tego wydarzenia, na tym urządzeniu.",
    notify: "Powiadom mnie",
    notifyOn: "Powiadomienia włączone",
    notifyHint: "To urządzenie dostanie powiadomienie, gdy mecz zostanie wywołany na kort i gdy będzie następny na korcie.",
    notifyBlocked: "Powiadomienia są zablokowane dla tej strony: zezwól na nie w ustawieniach przeglądarki.",
    notifyFailed: "Nie udało się włączyć powiadomień. Spróbuj ponownie.",
    notifyRefused: "Nie można użyć subskrypcji powiadomień tej przeglądarki.",
    notifyTooMany: "To urządzenie dostaje już powiadomienia o tylu drużynach i zawodnikach, ilu może: najpierw wyłącz niektóre.",
    notifyLimited: "Zbyt wiele prób z tej sieci. Spróbuj później.",
    notifyNotFound: "Tej drużyny lub tego zawodnika nie ma już w wydarzeniu.",
    notifyClosed: "Powiadomienia nie są dostępne dla tego zgłoszenia.",
    noticeCalledTitle: "Wywołanie: {{court}}",
    noticeCalledBody: "{{home}} – {{away}}: zapraszamy teraz na {{court}}.",
    noticeNextTitle: "Następny mecz: {{court}}",
    noticeNextBody: "{{home}} – {{away}} to następny mecz na {{court}}: przygotujcie się.",
  },
};

export default following;
