import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "de"> = {
  following: {
    follow: "Folgen",
    followed: "Gefolgt",
    unfollow: "Nicht mehr folgen",
    pinned: "Das Team, dem du folgst",
    hint: "Das nächste Spiel dieses Teams steht oben auf jeder Seite dieser Veranstaltung, auf diesem Gerät.",
    pinnedPlayer: "Die Person, der du folgst",
    playerHint: "Folge einer Spielerin oder einem Spieler: das nächste Spiel, in jeder Kategorie, steht oben auf jeder Seite dieser Veranstaltung, auf diesem Gerät.",
    notify: "Benachrichtige mich",
    notifyOn: "Benachrichtigungen an",
    notifyHint: "Dieses Gerät wird benachrichtigt, wenn das Spiel auf einen Platz gerufen wird und wenn es als Nächstes auf einem Platz ist.",
    notifyBlocked: "Benachrichtigungen sind für diese Seite blockiert: erlaube sie in den Einstellungen des Browsers.",
    notifyFailed: "Benachrichtigungen konnten nicht eingeschaltet werden. Versuche es noch einmal.",
    notifyRefused: "Das Benachrichtigungs-Abonnement dieses Browsers kann nicht verwendet werden.",
    notifyTooMany: "Dieses Gerät erhält schon Benachrichtigungen für so viele Teams und Personen wie möglich: schalte zuerst einige ab.",
    notifyLimited: "Zu viele Versuche aus diesem Netz. Versuche es später noch einmal.",
    notifyNotFound: "Dieses Team oder diese Person ist nicht mehr bei der Veranstaltung.",
    notifyClosed: "Für diese Anmeldung gibt es keine Benachrichtigungen.",
    noticeCalledTitle: "Aufgerufen auf {{court}}",
    noticeCalledBody: "{{home}} gegen {{away}}: bitte jetzt auf {{court}}.",
    noticeNextTitle: "Als Nächstes auf {{court}}",
    noticeNextBody: "{{home}} gegen {{away}} ist als Nächstes auf {{court}}: macht euch bereit.",
  },
};

export default following;
