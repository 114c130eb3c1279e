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
    kind: {
      main: "Chave principal",
      winners: "Chave dos vencedores",
      lower: "Chave dos perdedores",
      final: "Grande final",
      plate: "Chave de consolação",
    },
    round: "Rodada {{round}}",
    reset: "segundo jogo",
    source: {
      firstMatchLoser: "Perdedor de {{match}} se foi o seu primeiro jogo",
    },
    draw: {
      title: "O sorteio",
      elimination: "Formato",
      single: "Eliminação simples",
      double: "Dupla eliminação: fora após duas derrotas",
      reset: "Dupla eliminação: uma segunda grande final se o vencedor da chave dos perdedores ganhar a primeira",
      plate: "Consolação para quem cai cedo (eliminação simples)",
      plates: {
        none: "Sem consolação",
        firstMatch: "Perdedores do primeiro jogo",
        groups: "Equipas que não passam dos grupos",
      },
      groupLines: "Como as posições dos grupos se cruzam na chave",
      lines: {
        title: "O sorteio, linha a linha",
        fixed: "Linhas fixas: 1A contra 2B, 1B contra 2A …",
        drawn: "Sorteado: vencedores de grupo separados, os outros longe do seu grupo (World Tour Finals)",
      },
      number: "Número do sorteio",
      numberHint: "Cada escolha deixada à sorte segue este número. Escreva o mesmo número outra vez para repetir o sorteio.",
      shown: "Número do sorteio {{number}}",
      byeLine: "Isento",
      seed: "Cabeça de série {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Um sorteio precisa de pelo menos {{min}} equipas.",
        duplicateTeam: "Uma equipa aparece duas vezes.",
        badSeeds: "As cabeças de série devem ser 1, 2, 3 … sem falhas, cada uma uma vez. Verifique as cabeças de série das equipas.",
        tooManySeeds: "Uma chave deste tamanho aceita no máximo {{max}} cabeças de série. Retire as acima de {{max}} nas equipas.",
      },
      draw: {
        badNumber: "O número do sorteio é um inteiro de 1 a {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Passam dos grupos menos de {{min}} equipas.",
        tooManyTeams: "Passam mais equipas do que cabem numa chave de {{max}}.",
        tooManyGroups: "As linhas sorteadas separam no máximo {{max}} vencedores de grupo numa chave deste tamanho. Escolha as linhas fixas.",
      },
      knockout: {
        tooManyTeams: "Uma chave, ou a sua consolação, leva no máximo {{max}} equipas.",
      },
      bracketSettings: {
        plateWithDouble: "A consolação só acompanha a eliminação simples: na dupla eliminação cada equipa já joga pelo menos duas vezes.",
        plateNeedsGroups: "Uma consolação das equipas que não passam dos grupos precisa de grupos. Escolha a dos perdedores do primeiro jogo.",
      },
      plate: {
        tooFewTeams: "Uma consolação precisa de pelo menos {{min}} equipas.",
      },
    },
    places: {
      main: "Classificação final",
      mainSoFar: "Posições decididas até agora",
      plate: "Chave de consolação: classificação final",
      plateSoFar: "Chave de consolação: posições decididas até agora",
      place: "Posição",
    },
  },
};

export default bracket;
