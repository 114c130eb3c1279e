import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "ru"> = {
  meta: {
    defaultTitle: "Администрирование",
    title: "{{title}} | Laga",
    description: "Laga — расписание, live-счёт и турнирные таблицы любительских спортивных турниров.",
  },
  common: {
    save: "Сохранить",
    cancel: "Отмена",
    back: "Назад",
    close: "Закрыть",
    menu: "Меню",
    loading: "Загрузка…",
    search: "Поиск",
    language: "Язык",
    signIn: "Войти",
    signOut: "Выйти",
    home: "Главная",
  },
  roles: {
    admin: "Администратор",
    event: "Менеджер турниров",
    guest: "Гость",
  },
  validation: {
    required: "Обязательное поле.",
    email: "Введите корректный адрес электронной почты.",
    tooLong: "Не более {{max}} симв.",
  },
  errors: {
    notFound: {
      title: "Страница не найдена",
      body: "Открытый адрес не существует или был перемещён.",
    },
    eventNotFound: {
      title: "Турнир не найден",
      body: "Этот турнир не существует, ещё не опубликован или его адрес изменился.",
    },
    generic: {
      title: "Что-то пошло не так",
      body: "К сожалению, на сервере произошёл сбой. Повторите попытку чуть позже.",
    },
    storageFull: {
      title: "Хранилище сервера заполнено",
      body: "Изменение не сохранено: хранилище сервера заполнено. Попросите администратора освободить место, затем сохраните снова.",
      kept: "Введённые данные остались в форме; сохраните снова, когда место освободится.",
    },
    restarting: "Сервер перезапускается. Повторите попытку через мгновение.",
    requestId: "ID запроса: {{id}}",
    backHome: "На главную",
  },
  api: {
    loginSuccess: "Вы вошли в систему.",
    logoutSuccess: "Вы вышли из системы.",
    invalidCredentials: "Неверный адрес электронной почты или пароль.",
    invalidInput: "Отправленные данные некорректны.",
    throttled: "Слишком много попыток. Повторите позже.",
    eventNotFound: "Турнир не найден.",
    notFound: "Адрес API не найден.",
    methodNotAllowed: "Метод не разрешён.",
    serverError: "На сервере произошла ошибка.",
  },
};

export default core;
