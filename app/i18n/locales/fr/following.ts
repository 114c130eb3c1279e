import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "fr"> = {
  following: {
    follow: "Suivre",
    followed: "Suivie",
    unfollow: "Ne plus suivre",
    pinned: "L’équipe que vous suivez",
    hint: "Le prochain match de cette équipe reste en haut de chaque page de cet événement, sur cet appareil.",
    pinnedPlayer: "Le joueur que vous suivez",
    playerHint: "Suivez un joueur : son prochain match, dans n’importe quelle catégorie, reste en haut de chaque page de cet événement, sur cet appareil.",
    notify: "Me prévenir",
    notifyOn: "Notifications activées",
    notifyHint: "Cet appareil est prévenu quand le match est appelé sur un terrain et quand il est le prochain sur un terrain.",
    notifyBlocked: "Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.",
    notifyFailed: "Impossible d’activer les notifications. Réessayez.",
    notifyRefused: "L’abonnement aux notifications de ce navigateur ne peut pas être utilisé.",
    notifyTooMany: "Cet appareil reçoit déjà des notifications pour autant d’équipes et de joueurs que possible : désactivez-en d’abord.",
    notifyLimited: "Trop de tentatives depuis ce réseau. Réessayez plus tard.",
    notifyNotFound: "Cette équipe ou ce joueur ne participe plus à l’événement.",
    notifyClosed: "Les notifications ne sont pas disponibles pour cette inscription.",
    noticeCalledTitle: "Appelé sur {{court}}",
    noticeCalledBody: "{{home}} contre {{away}} : rendez-vous sur {{court}} maintenant.",
    noticeNextTitle: "Prochain match sur {{court}}",
    noticeNextBody: "{{home}} contre {{away}} est le prochain match sur {{court}} : préparez-vous.",
  },
};

export default following;
