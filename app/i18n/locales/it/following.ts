import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "it"> = {
  following: {
    follow: "Segui",
    followed: "Seguita",
    unfollow: "Non seguire più",
    pinned: "La squadra che segui",
    hint: "La prossima partita di questa squadra resta in cima a ogni pagina di questo evento, su questo dispositivo.",
    pinnedPlayer: "Il giocatore che segui",
    playerHint: "Segui un giocatore: la sua prossima partita, in qualsiasi categoria, resta in cima a ogni pagina di questo evento, su questo dispositivo.",
    notify: "Avvisami",
    notifyOn: "Notifiche attive",
    notifyHint: "Questo dispositivo viene avvisato quando la partita è chiamata su un campo e quando è la prossima su un campo.",
    notifyBlocked: "Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del browser.",
    notifyFailed: "Non è stato possibile attivare le notifiche. Riprova.",
    notifyRefused: "L’iscrizione alle notifiche di questo browser non può essere usata.",
    notifyTooMany: "Questo dispositivo riceve già notifiche per tutte le squadre e i giocatori possibili: disattivane prima qualcuna.",
    notifyLimited: "Troppi tentativi da questa rete. Riprova più tardi.",
    notifyNotFound: "Questa squadra o questo giocatore non è più nell’evento.",
    notifyClosed: "Le notifiche non sono disponibili per questa iscrizione.",
    noticeCalledTitle: "Chiamata su {{court}}",
    noticeCalledBody: "{{home}} contro {{away}}: andate su {{court}} ora.",
    noticeNextTitle: "Prossima su {{court}}",
    noticeNextBody: "{{home}} contro {{away}} è la prossima partita su {{court}}: preparatevi.",
  },
};

export default following;
