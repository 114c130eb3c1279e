import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "es"> = {
  bracket: {
    bye: "Exento: pasa directamente",
    apart: "Otros partidos eliminatorios",
    qr: {
      title: "Código QR del evento",
      intro: "Imprímelo en los carteles de la sede: al escanearlo se abre la página del evento.",
      alt: "Código QR que lleva a {{url}}",
      png: "Descargar PNG",
      svg: "Descargar SVG",
      draft: "El público podrá abrir este enlace cuando el evento se publique.",
    },
    badSize: "Un cuadro tiene una potencia de dos de 2 a {{max}} posiciones, no {{size}}.",
    tooFewTeams: "Un cuadro necesita al menos {{min}} equipos.",
    doubleBye: "Dos byes se enfrentan en la posición {{line}}: cada bye debe enfrentarse a un equipo.",
    duplicateSource: "Un equipo o un puesto de grupo aparece dos veces en el cuadro.",
    kind: {
      main: "Cuadro principal",
      winners: "Cuadro de ganadores",
      lower: "Cuadro de perdedores",
      final: "Gran final",
      plate: "Cuadro de consolación",
    },
    round: "Ronda {{round}}",
    reset: "segundo partido",
    source: {
      firstMatchLoser: "Perdedor de {{match}} si era su primer partido",
    },
    draw: {
      title: "El sorteo",
      elimination: "Formato",
      single: "Eliminación directa",
      double: "Doble eliminación: fuera tras dos derrotas",
      reset: "Doble eliminación: una segunda gran final si el ganador del cuadro de perdedores gana la primera",
      plate: "Consolación para los que caen pronto (eliminación directa)",
      plates: {
        none: "Sin consolación",
        firstMatch: "Perdedores de su primer partido",
        groups: "Equipos que no pasan de los grupos",
      },
      groupLines: "Cómo se cruzan los puestos de grupo en el cuadro",
      lines: {
        title: "El sorteo, línea a línea",
        fixed: "Líneas fijas: 1A contra 2B, 1B contra 2A …",
        drawn: "Sorteado: los primeros de grupo separados, los demás lejos de su grupo (World Tour Finals)",
      },
      number: "Número de sorteo",
      numberHint: "Cada decisión dejada a la suerte sigue este número. Escribe el mismo número otra vez para repetir el sorteo.",
      shown: "Número de sorteo {{number}}",
      byeLine: "Exento",
      seed: "Cabeza de serie {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Un sorteo necesita al menos {{min}} equipos.",
        duplicateTeam: "Un equipo aparece dos veces.",
        badSeeds: "Las cabezas de serie deben ser 1, 2, 3 … sin huecos, cada una una vez. Revisa las cabezas de serie de los equipos.",
        tooManySeeds: "Un cuadro de este tamaño admite como mucho {{max}} cabezas de serie. Quita las que pasen de {{max}} en los equipos.",
      },
      draw: {
        badNumber: "El número de sorteo es un número entero de 1 a {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Pasan de los grupos menos de {{min}} equipos.",
        tooManyTeams: "Pasan más equipos de los que caben en un cuadro de {{max}}.",
        tooManyGroups: "Las líneas sorteadas separan como mucho {{max}} primeros de grupo en un cuadro de este tamaño. Elige las líneas fijas.",
      },
      knockout: {
        tooManyTeams: "Un cuadro, o su consolación, admite como mucho {{max}} equipos.",
      },
      bracketSettings: {
        plateWithDouble: "La consolación solo acompaña a la eliminación directa: en doble eliminación cada equipo ya juega al menos dos partidos.",
        plateNeedsGroups: "Una consolación de los equipos que no pasan de los grupos necesita grupos. Elige la de perdedores del primer partido.",
      },
      plate: {
        tooFewTeams: "Una consolación necesita al menos {{min}} equipos.",
      },
    },
    places: {
      main: "Clasificación final",
      mainSoFar: "Puestos decididos hasta ahora",
      plate: "Cuadro de consolación: clasificación final",
      plateSoFar: "Cuadro de consolación: puestos decididos hasta ahora",
      place: "Puesto",
    },
  },
};

export default bracket;
