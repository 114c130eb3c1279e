import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "ru"> = {
  sharing: {
    embed: {
      openFull: "Открыть {{name}} в Laga",
    },
    embeds: {
      title: "Встроить на свой сайт",
      intro: "Вставьте один из этих фрагментов кода на страницу клуба или федерации: он показывает счёт в прямом эфире и обновляется сам.",
      groups: "Группы и таблицы",
      schedule: "Расписание",
      results: "Результаты",
      match: "Один матч",
      chooseMatch: "Матч",
      show: "Показать фрагмент кода",
      transparent: "Добавьте ?transparent=1 к адресу для прозрачного фона.",
      copy: "Копировать",
      copied: "Скопировано",
      noMatches: "В этом турнире пока нет матчей.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Скрипт в конце подгоняет высоту рамки под её содержимое; без него рамка сохраняет высоту, указанную в коде.",
    },
    share: {
      label: "Поделиться этой страницей",
      share: "Поделиться",
      whatsapp: "Отправить в WhatsApp",
      copyLink: "Копировать ссылку",
      copied: "Ссылка скопирована",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Таблицы групп категории {{category}}, {{name}}",
      leaderboardAlt: "Рейтинг игроков {{category}}, {{name}}",
      standingsAlt: "Турнирная таблица {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: команды и счёт",
      limited: "Слишком много новых изображений предпросмотра с вашего адреса. Повторите попытку через {{seconds}} с.",
      busy: "Сервер занят рисованием других изображений. Повторите попытку через {{seconds}} с.",
    },
  },
};

export default sharing;
