import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "fr"> = {
  users: {
    title: "Utilisateurs",
    add: "Ajouter un utilisateur",
    remove: "Supprimer / désactiver",
    active: "Actif",
    inactive: "Inactif",
    allEvents: "Tous les événements",
    deactivated: "{{name}} a été désactivé et déconnecté de tous ses appareils.",
    eventsHint: "Pour les gestionnaires d'événement uniquement : les événements qu'ils peuvent gérer.",
    noEvents: "Aucun événement pour l'instant.",
    passwordHint: "8 à 72 caractères. Évitez les mots de passe courants.",
    newPasswordHint: "Laissez vide pour conserver le mot de passe actuel. Un nouveau mot de passe déconnecte l'utilisateur de tous ses appareils.",
    resetLink: {
      title: "Lien de réinitialisation",
      body: "Un lien que cet utilisateur ouvre pour choisir un nouveau mot de passe : valable une fois, pendant une heure, il remplace tout lien précédent et le déconnecte partout une fois utilisé. Transmettez-le vous-même ; ce site ne l'envoie pas. Pour choisir vous-même le mot de passe, remplissez « Nouveau mot de passe » ci-dessus.",
      make: "Créer un lien de réinitialisation",
      made: "Lien de réinitialisation, valable une heure, une fois :",
      copy: "Copier",
      copied: "Copié",
      inactive: "Ce compte est inactif : activez-le d'abord, puis créez un lien.",
    },
    fields: {
      name: "Nom",
      email: "E-mail",
      role: "Rôle",
      active: "Compte actif",
      status: "Statut",
      events: "Événements gérés",
      lastLogin: "Dernière connexion",
      created: "Créé le",
      password: "Mot de passe",
      newPassword: "Nouveau mot de passe",
      passwordConfirm: "Confirmez le mot de passe",
    },
    confirmRemove: {
      title: "Supprimer ou désactiver {{name}} ?",
      body: "Un utilisateur qui s'est déjà connecté ou qui a un historique est désactivé afin de conserver cet historique ; un compte jamais utilisé est supprimé. L'utilisateur est déconnecté de tous ses appareils.",
    },
    errors: {
      emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
      selfDemote: "Vous ne pouvez pas retirer votre propre rôle d'administrateur ni désactiver votre propre compte.",
      selfRemove: "Vous ne pouvez pas supprimer votre propre compte.",
      lastAdmin: "Il doit rester au moins un administrateur actif.",
      passwordMismatch: "Les deux mots de passe sont différents.",
    },
  },
};

export default users;
