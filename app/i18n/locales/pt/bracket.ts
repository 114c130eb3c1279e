import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "pt"> = {
  bracket: {
    bye: "Isento: avança direto",
    apart: "Outros jogos eliminatórios",
    qr: {
      title: "Código QR do evento",
      intro: "Imprima-o nos cartazes do local: ao lê-lo abre-se a página do evento.",
      alt: "Código QR para {{url}}",
      png: "Baixar PNG",
      svg: "Baixar SVG",
      draft: "Os espectadores poderão abrir este link quando o evento for publicado.",
    },
    badSize: "Uma chave tem uma potência de dois de 2 a {{max}} posições, não {{size}}.",
    tooFewTeams: "Uma chave precisa de pelo menos {{min}} equipas.",
    doubleBye: "Dois byes encontram-se na posição {{line}}: cada bye tem de defrontar uma equipa.",
    duplicateSource: "Uma equipa ou posição de grupo aparece duas vezes na chave.",
  },
};

export default bracket;
