import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "hu"> = {
  bracket: {
    bye: "Erőnyerő: továbbjut játék nélkül",
    apart: "További kieséses mérkőzések",
    qr: {
      title: "Az esemény QR-kódja",
      intro: "Nyomtassa a helyszín plakátjaira: beolvasva megnyílik az esemény oldala.",
      alt: "QR-kód ide: {{url}}",
      png: "PNG letöltése",
      svg: "SVG letöltése",
      draft: "A nézők az esemény közzététele után nyithatják meg a linket.",
    },
    badSize: "Az ágrajz helyeinek száma 2 hatványa 2 és {{max}} között, nem {{size}}.",
    tooFewTeams: "Az ágrajzhoz legalább {{min}} csapat kell.",
    doubleBye: "Két erőnyerő találkozik a(z) {{line}}. helyen: minden erőnyerőnek csapattal kell szemben állnia.",
    duplicateSource: "Egy csapat vagy csoporthely kétszer szerepel az ágrajzban.",
    kind: {
      main: "Főtábla",
      winners: "Győztesek ága",
      lower: "Vesztesek ága",
      final: "Nagydöntő",
      plate: "Vigaszág",
    },
    round: "{{round}}. forduló",
    reset: "második mérkőzés",
    source: {
      firstMatchLoser: "A(z) {{match}} vesztese, ha az volt az első mérkőzése",
    },
    draw: {
      title: "A sorsolás",
      elimination: "Lebonyolítás",
      single: "Egyenes kiesés",
      double: "Kettős kiesés: két vereség után kiesik",
      reset: "Kettős kiesés: második nagydöntő, ha a vesztesek ágának győztese nyeri az elsőt",
      plate: "Vigaszág a korán kiesőknek (egyenes kiesés)",
      plates: {
        none: "Nincs vigaszág",
        firstMatch: "Az első mérkőzésük vesztesei",
        groups: "A csoportokból tovább nem jutó csapatok",
      },
      groupLines: "Hogyan találkoznak a csoporthelyezések a táblán",
      lines: {
        title: "A sorsolás, soronként",
        fixed: "Rögzített sorok: 1A–2B, 1B–2A …",
        drawn: "Sorsolt: a csoportgyőztesek külön, a többiek a saját csoportjuktól távol (World Tour Finals)",
      },
      number: "Sorsolási szám",
      numberHint: "Minden sorsra bízott döntés ezt a számot követi. Ugyanazt a számot újra beírva ugyanaz a sorsolás jön ki.",
      shown: "Sorsolási szám: {{number}}",
      byeLine: "Erőnyerő",
      seed: "{{seed}}. kiemelt",
    },
    errors: {
      seeding: {
        tooFewTeams: "A sorsoláshoz legalább {{min}} csapat kell.",
        duplicateTeam: "Egy csapat kétszer szerepel.",
        badSeeds: "A kiemelések sorszáma 1, 2, 3 … hézag nélkül, mindegyik egyszer. Ellenőrizze a csapatok kiemelését.",
        tooManySeeds: "Ekkora táblán legfeljebb {{max}} kiemelt lehet. Törölje a {{max}} feletti kiemeléseket a csapatoknál.",
      },
      draw: {
        badNumber: "A sorsolási szám egész szám 1 és {{max}} között.",
      },
      groupLines: {
        tooFewTeams: "{{min}} csapatnál kevesebb jut tovább a csoportokból.",
        tooManyTeams: "Több csapat jut tovább, mint amennyi egy {{max}} fős táblán elfér.",
        tooManyGroups: "A sorsolt sorok ekkora táblán legfeljebb {{max}} csoportgyőztest tartanak külön. Válassza a rögzített sorokat.",
      },
      knockout: {
        tooManyTeams: "Egy tábla, vagy a vigaszága, legfeljebb {{max}} csapatot fogad.",
      },
      bracketSettings: {
        plateWithDouble: "Vigaszág csak egyenes kiesés mellé jár: kettős kiesésben minden csapat már legalább kétszer játszik.",
        plateNeedsGroups: "A csoportokból tovább nem jutók vigaszágához csoportok kellenek. Válassza az első mérkőzés veszteseinek vigaszágát.",
      },
      plate: {
        tooFewTeams: "A vigaszághoz legalább {{min}} csapat kell.",
      },
    },
    places: {
      main: "Végső helyezések",
      mainSoFar: "Eddig eldőlt helyezések",
      plate: "Vigaszág: végső helyezések",
      plateSoFar: "Vigaszág: eddig eldőlt helyezések",
      place: "Helyezés",
    },
  },
};

export default bracket;
