import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "hu"> = {
  following: {
    follow: "Követés",
    followed: "Követed",
    unfollow: "Követés leállítása",
    pinned: "A csapat, amelyet követsz",
    hint: "A csapat következő meccse az esemény minden oldalának tetején marad ezen az eszközön.",
    pinnedPlayer: "A játékos, akit követsz",
    playerHint: "Kövess egy játékost: a következő meccse, bármely kategóriában, az esemény minden oldalának tetején marad ezen az eszközön.",
    notify: "Értesíts",
    notifyOn: "Értesítések bekapcsolva",
    notifyHint: "Ez az eszköz értesítést kap, amikor a meccset pályára szólítják, és amikor egy pályán ő következik.",
    notifyBlocked: "Az értesítések tiltva vannak ezen az oldalon: engedélyezd őket a böngésző beállításaiban.",
    notifyFailed: "Nem sikerült bekapcsolni az értesítéseket. Próbáld újra.",
    notifyRefused: "Ennek a böngészőnek az értesítési feliratkozása nem használható.",
    notifyTooMany: "Ez az eszköz már annyi csapatról és játékosról kap értesítést, amennyiről csak lehet: előbb kapcsolj ki néhányat.",
    notifyLimited: "Túl sok próbálkozás erről a hálózatról. Próbáld újra később.",
    notifyNotFound: "Ez a csapat vagy játékos már nem szerepel az eseményen.",
    notifyClosed: "Ehhez a nevezéshez nem érhetők el értesítések.",
    noticeCalledTitle: "Szólítás: {{court}}",
    noticeCalledBody: "{{home}} – {{away}}: most menjetek ide: {{court}}.",
    noticeNextTitle: "Következik: {{court}}",
    noticeNextBody: "{{home}} – {{away}} következik itt: {{court}}. Készüljetek!",
  },
};

export default following;
