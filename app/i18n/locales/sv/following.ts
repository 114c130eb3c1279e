import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "sv"> = {
  following: {
    follow: "Följ",
    followed: "Följer",
    unfollow: "Sluta följa",
    pinned: "Laget du följer",
    hint: "Lagets nästa match visas överst på varje sida för det här evenemanget, på den här enheten.",
    pinnedPlayer: "Spelaren du följer",
    playerHint: "Följ en spelare: spelarens nästa match, i vilken klass som helst, visas överst på varje sida för det här evenemanget, på den här enheten.",
    notify: "Meddela mig",
    notifyOn: "Aviseringar på",
    notifyHint: "Den här enheten får ett meddelande när matchen ropas upp till en bana och när den är näst på tur på en bana.",
    notifyBlocked: "Aviseringar är blockerade för den här webbplatsen: tillåt dem i webbläsarens inställningar.",
    notifyFailed: "Det gick inte att slå på aviseringar. Försök igen.",
    notifyRefused: "Den här webbläsarens prenumeration på aviseringar kan inte användas.",
    notifyTooMany: "Den här enheten får redan aviseringar för så många lag och spelare som den kan: stäng av några först.",
    notifyLimited: "För många försök från det här nätverket. Försök igen senare.",
    notifyNotFound: "Det här laget eller den här spelaren är inte längre med i evenemanget.",
    notifyClosed: "Aviseringar finns inte för den här anmälan.",
    noticeCalledTitle: "Uppropad till {{court}}",
    noticeCalledBody: "{{home}} mot {{away}}: gå till {{court}} nu.",
    noticeNextTitle: "Näst på tur på {{court}}",
    noticeNextBody: "{{home}} mot {{away}} är nästa match på {{court}}: gör er redo.",
  },
};

export default following;
