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
  },
};

export default bracket;
