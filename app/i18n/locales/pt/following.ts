import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "pt"> = {
  following: {
    follow: "Seguir",
    followed: "A seguir",
    unfollow: "Deixar de seguir",
    pinned: "A equipa que segue",
    hint: "O próximo jogo desta equipa fica no topo de cada página deste evento, neste dispositivo.",
    pinnedPlayer: "O jogador que segue",
    playerHint: "Siga um jogador: o próximo jogo dele, em qualquer categoria, fica no topo de cada página deste evento, neste dispositivo.",
    notify: "Avisar-me",
    notifyOn: "Avisos ativados",
    notifyHint: "Este dispositivo é avisado quando o jogo é chamado a um campo e quando é o próximo num campo.",
    notifyBlocked: "Os avisos estão bloqueados para este site: permita-os nas definições do navegador.",
    notifyFailed: "Não foi possível ativar os avisos. Tente novamente.",
    notifyRefused: "A subscrição de avisos deste navegador não pode ser usada.",
    notifyTooMany: "Este dispositivo já recebe avisos de tantas equipas e jogadores quantos pode: desative alguns primeiro.",
    notifyLimited: "Demasiadas tentativas a partir desta rede. Tente mais tarde.",
    notifyNotFound: "Esta equipa ou jogador já não está no evento.",
    notifyClosed: "Os avisos não estão disponíveis para esta inscrição.",
    noticeCalledTitle: "Chamado para {{court}}",
    noticeCalledBody: "{{home}} contra {{away}}: vão para {{court}} agora.",
    noticeNextTitle: "Próximo em {{court}}",
    noticeNextBody: "{{home}} contra {{away}} é o próximo jogo em {{court}}: preparem-se.",
  },
};

export default following;
