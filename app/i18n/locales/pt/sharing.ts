import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "pt"> = {
  sharing: {
    embed: {
      openFull: "Abrir {{name}} no Laga",
    },
    embeds: {
      title: "Incorporar no seu site",
      intro: "Cole um destes trechos na página web de um clube ou federação: ele mostra os placares ao vivo e se atualiza sozinho.",
      groups: "Grupos e classificações",
      schedule: "Programação",
      results: "Resultados",
      match: "Uma partida",
      chooseMatch: "Partida",
      show: "Mostrar o trecho",
      transparent: "Acrescente ?transparent=1 ao endereço para um fundo transparente.",
      copy: "Copiar",
      copied: "Copiado",
      noMatches: "Este evento ainda não tem partidas.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "O script no final ajusta a altura do quadro ao conteúdo; sem ele, o quadro mantém a altura escrita no código.",
    },
    share: {
      label: "Compartilhar esta página",
      share: "Compartilhar",
      whatsapp: "Enviar pelo WhatsApp",
      copyLink: "Copiar link",
      copied: "Link copiado",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Classificações dos grupos de {{category}}, {{name}}",
      leaderboardAlt: "Classificação individual de {{category}}, {{name}}",
      standingsAlt: "Classificação de {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: equipes e placar",
      limited: "Imagens de pré-visualização novas demais a partir do seu endereço. Tente de novo em {{seconds}} s.",
      busy: "O servidor está ocupado a desenhar outras imagens. Tente novamente dentro de {{seconds}} s.",
    },
  },
};

export default sharing;
