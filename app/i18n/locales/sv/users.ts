import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "sv"> = {
  users: {
    title: "Användare",
    add: "Lägg till användare",
    remove: "Radera / inaktivera",
    active: "Aktiv",
    inactive: "Inaktiv",
    allEvents: "Alla evenemang",
    deactivated: "{{name}} har inaktiverats och loggats ut överallt.",
    eventsHint: "Endast för evenemangsansvariga: de evenemang de får hantera.",
    noEvents: "Inga evenemang än.",
    passwordHint: "8–72 tecken. Undvik vanliga lösenord.",
    newPasswordHint: "Lämna tomt för att behålla det nuvarande lösenordet. Ett nytt lösenord loggar ut användaren överallt.",
    resetLink: {
      title: "Återställningslänk",
      body: "En länk som användaren öppnar för att välja ett nytt lösenord: den gäller en gång i en timme, ersätter tidigare länkar och loggar ut användaren överallt när den används. Lämna över den själv; webbplatsen skickar den inte. Vill du välja lösenordet själv, fyll i ”Nytt lösenord” ovan.",
      make: "Skapa en återställningslänk",
      made: "Återställningslänk, giltig en timme, en gång:",
      copy: "Kopiera",
      copied: "Kopierad",
      inactive: "Kontot är inaktivt: aktivera det först och skapa sedan en länk.",
    },
    fields: {
      name: "Namn",
      email: "E-post",
      role: "Roll",
      active: "Kontot aktivt",
      status: "Status",
      events: "Ansvarar för evenemang",
      lastLogin: "Senaste inloggning",
      created: "Skapad",
      password: "Lösenord",
      newPassword: "Nytt lösenord",
      passwordConfirm: "Upprepa lösenordet",
    },
    confirmRemove: {
      title: "Radera eller inaktivera {{name}}?",
      body: "En användare som har loggat in eller har historik inaktiveras så att historiken bevaras; ett oanvänt konto raderas. Användaren loggas ut överallt.",
    },
    errors: {
      emailTaken: "E-postadressen används redan av ett annat konto.",
      selfDemote: "Du kan inte ta bort din egen administratörsroll eller inaktivera ditt eget konto.",
      selfRemove: "Du kan inte radera ditt eget konto.",
      lastAdmin: "Minst en aktiv administratör måste finnas kvar.",
      passwordMismatch: "De två lösenorden skiljer sig åt.",
    },
  },
};

export default users;
