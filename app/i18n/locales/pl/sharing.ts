import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "pl"> = {
  sharing: {
    embed: {
      openFull: "Otwórz {{name}} w Laga",
    },
    embeds: {
      title: "Osadź na swojej stronie",
      intro: "Wklej jeden z tych fragmentów kodu na stronę klubu lub związku: pokazuje wyniki na żywo i sam się aktualizuje.",
      groups: "Grupy i tabele",
      schedule: "Terminarz",
      results: "Wyniki",
      match: "Jeden mecz",
      chooseMatch: "Mecz",
      show: "Pokaż fragment kodu",
      transparent: "Dodaj ?transparent=1 do adresu, aby uzyskać przezroczyste tło.",
      copy: "Kopiuj",
      copied: "Skopiowano",
      noMatches: "To wydarzenie nie ma jeszcze meczów.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Skrypt na końcu dopasowuje wysokość ramki do jej treści; bez niego ramka zachowuje wysokość podaną w kodzie.",
    },
    share: {
      label: "Udostępnij tę stronę",
      share: "Udostępnij",
      whatsapp: "Wyślij przez WhatsApp",
      copyLink: "Kopiuj link",
      copied: "Link skopiowany",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Tabele grup kategorii {{category}}, {{name}}",
      leaderboardAlt: "Ranking {{category}}, {{name}}",
      standingsAlt: "Tabela {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: drużyny i wynik",
      limited: "Zbyt wiele nowych obrazów podglądu z Twojego adresu. Spróbuj ponownie za {{seconds}} s.",
      busy: "Serwer rysuje teraz inne obrazy. Spróbuj ponownie za {{seconds}} s.",
    },
  },
};

export default sharing;
