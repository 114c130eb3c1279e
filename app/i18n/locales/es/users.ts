import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "es"> = {
  users: {
    title: "Usuarios",
    add: "Añadir usuario",
    remove: "Eliminar / desactivar",
    active: "Activo",
    inactive: "Inactivo",
    allEvents: "Todos los eventos",
    deactivated: "{{name}} ha sido desactivado y se han cerrado sus sesiones en todos los dispositivos.",
    eventsHint: "Solo para gestores de eventos: los eventos que pueden gestionar.",
    noEvents: "Aún no hay eventos.",
    passwordHint: "Entre 8 y 72 caracteres. Evite las contraseñas comunes.",
    newPasswordHint: "Déjelo vacío para mantener la contraseña actual. Una nueva contraseña cierra la sesión del usuario en todos los dispositivos.",
    resetLink: {
      title: "Enlace de restablecimiento",
      body: "Un enlace que este usuario abre para elegir una contraseña nueva: sirve una vez, durante una hora, sustituye a cualquier enlace anterior y cierra todas sus sesiones al usarse. Entrégueselo usted; este sitio no lo envía. Para elegir usted la contraseña, rellene «Contraseña nueva» arriba.",
      make: "Crear enlace de restablecimiento",
      made: "Enlace de restablecimiento, válido una hora y una vez:",
      copy: "Copiar",
      copied: "Copiado",
      inactive: "Esta cuenta está inactiva: actívela primero y luego cree el enlace.",
    },
    fields: {
      name: "Nombre",
      email: "Correo electrónico",
      role: "Rol",
      active: "Cuenta activa",
      status: "Estado",
      events: "Eventos que gestiona",
      lastLogin: "Último inicio de sesión",
      created: "Creado",
      password: "Contraseña",
      newPassword: "Nueva contraseña",
      passwordConfirm: "Repita la contraseña",
    },
    confirmRemove: {
      title: "¿Eliminar o desactivar a {{name}}?",
      body: "Un usuario que ya ha iniciado sesión o que tiene historial se desactiva para conservar ese historial; una cuenta sin usar se elimina. Se cerrarán sus sesiones en todos los dispositivos.",
    },
    errors: {
      emailTaken: "Este correo electrónico ya lo usa otra cuenta.",
      selfDemote: "No puede quitarse su propio rol de administrador ni desactivar su propia cuenta.",
      selfRemove: "No puede eliminar su propia cuenta.",
      lastAdmin: "Debe quedar al menos un administrador activo.",
      passwordMismatch: "Las dos contraseñas son distintas.",
    },
  },
};

export default users;
