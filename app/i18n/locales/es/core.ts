import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "es"> = {
  meta: {
    defaultTitle: "Administración",
    title: "{{title}} | Laga",
    description: "Laga: horarios, resultados en vivo y clasificaciones de torneos deportivos amateur.",
  },
  common: {
    save: "Guardar",
    cancel: "Cancelar",
    back: "Volver",
    close: "Cerrar",
    menu: "Menú",
    loading: "Cargando…",
    search: "Buscar",
    language: "Idioma",
    signIn: "Iniciar sesión",
    signOut: "Cerrar sesión",
    home: "Inicio",
  },
  roles: {
    admin: "Administrador",
    event: "Gestor de eventos",
    guest: "Invitado",
  },
  validation: {
    required: "Este campo es obligatorio.",
    email: "Introduzca un correo electrónico válido.",
    tooLong: "Máximo {{max}} caracteres.",
  },
  errors: {
    notFound: {
      title: "Página no encontrada",
      body: "La dirección que ha abierto no existe o se ha trasladado.",
    },
    eventNotFound: {
      title: "Evento no encontrado",
      body: "Este evento no existe, aún no se ha publicado o su dirección ha cambiado.",
    },
    generic: {
      title: "Algo salió mal",
      body: "Lo sentimos, se produjo un error en el servidor. Vuelva a intentarlo en un momento.",
    },
    storageFull: {
      title: "El almacenamiento del servidor está lleno",
      body: "Este cambio no se ha guardado: el almacenamiento del servidor está lleno. Pida a un administrador que libere espacio y vuelva a guardar.",
      kept: "Lo que ha escrito sigue en el formulario; vuelva a guardar cuando se haya liberado espacio.",
    },
    restarting: "El servidor se está reiniciando. Inténtalo de nuevo en un momento.",
    requestId: "ID de la solicitud: {{id}}",
    backHome: "Volver al inicio",
  },
  api: {
    loginSuccess: "Sesión iniciada.",
    logoutSuccess: "Sesión cerrada.",
    invalidCredentials: "Correo electrónico o contraseña incorrectos.",
    invalidInput: "Los datos enviados no son válidos.",
    throttled: "Demasiados intentos. Vuelva a intentarlo más tarde.",
    eventNotFound: "Evento no encontrado.",
    notFound: "Dirección de la API no encontrada.",
    methodNotAllowed: "Método no permitido.",
    serverError: "Se produjo un error en el servidor.",
  },
};

export default core;
