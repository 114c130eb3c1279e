import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "fr"> = {
  meta: {
    defaultTitle: "Administration",
    title: "{{title}} | Laga",
    description: "Laga — programmes, scores en direct et classements des tournois sportifs amateurs.",
  },
  common: {
    save: "Enregistrer",
    cancel: "Annuler",
    back: "Retour",
    close: "Fermer",
    menu: "Menu",
    loading: "Chargement…",
    search: "Rechercher",
    language: "Langue",
    signIn: "Se connecter",
    signOut: "Se déconnecter",
    home: "Accueil",
  },
  roles: {
    admin: "Administrateur",
    event: "Gestionnaire d'événement",
    guest: "Invité",
  },
  validation: {
    required: "Ce champ est obligatoire.",
    email: "Saisissez une adresse e-mail valide.",
    tooLong: "{{max}} caractères maximum.",
  },
  errors: {
    notFound: {
      title: "Page introuvable",
      body: "L'adresse que vous avez ouverte n'existe pas ou a été déplacée.",
    },
    eventNotFound: {
      title: "Événement introuvable",
      body: "Cet événement n'existe pas, n'est pas encore publié ou son adresse a changé.",
    },
    generic: {
      title: "Une erreur s'est produite",
      body: "Désolé, une erreur est survenue sur le serveur. Veuillez réessayer dans un instant.",
    },
    storageFull: {
      title: "Le stockage du serveur est plein",
      body: "Cette modification n'a pas été enregistrée : le stockage du serveur est plein. Demandez à un administrateur de libérer de l'espace, puis enregistrez à nouveau.",
      kept: "Votre saisie est toujours dans le formulaire ; enregistrez à nouveau une fois de l'espace libéré.",
    },
    restarting: "Le serveur redémarre. Veuillez réessayer dans un instant.",
    requestId: "Identifiant de la requête : {{id}}",
    backHome: "Retour à l'accueil",
  },
  api: {
    loginSuccess: "Connexion réussie.",
    logoutSuccess: "Déconnexion réussie.",
    invalidCredentials: "E-mail ou mot de passe incorrect.",
    invalidInput: "Les données envoyées ne sont pas valides.",
    throttled: "Trop de tentatives. Réessayez plus tard.",
    eventNotFound: "Événement introuvable.",
    notFound: "Adresse d'API introuvable.",
    methodNotAllowed: "Méthode non autorisée.",
    serverError: "Une erreur s'est produite sur le serveur.",
  },
};

export default core;
