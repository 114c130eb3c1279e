import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "da"> = {
  following: {
    follow: "Følg",
    followed: "Følger",
    unfollow: "Stop med at følge",
    pinned: "Holdet du følger",
    hint: "Holdets næste kamp står øverst på hver side af dette arrangement, på denne enhed.",
    pinnedPlayer: "Spilleren du følger",
    playerHint: "Følg en spiller: spillerens næste kamp, i enhver kategori, står øverst på hver side af dette arrangement, på denne enhed.",
    notify: "Giv mig besked",
    notifyOn: "Notifikationer slået til",
    notifyHint: "Denne enhed får besked, når kampen kaldes til en bane, og når den er den næste på en bane.",
    notifyBlocked: "Notifikationer er blokeret for dette websted: tillad dem i browserens indstillinger.",
    notifyFailed: "Notifikationer kunne ikke slås til. Prøv igen.",
    notifyRefused: "Denne browsers abonnement på notifikationer kan ikke bruges.",
    notifyTooMany: "Denne enhed får allerede besked om så mange hold og spillere, som den kan: slå nogle fra først.",
    notifyLimited: "For mange forsøg fra dette netværk. Prøv igen senere.",
    notifyNotFound: "Dette hold eller denne spiller er ikke længere med i arrangementet.",
    notifyClosed: "Notifikationer er ikke tilgængelige for denne tilmelding.",
    noticeCalledTitle: "Kaldt til {{court}}",
    noticeCalledBody: "{{home}} mod {{away}}: gå til {{court}} nu.",
    noticeNextTitle: "Næste på {{court}}",
    noticeNextBody: "{{home}} mod {{away}} er næste kamp på {{court}}: gør jer klar.",
  },
};

export default following;
