import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "pt"> = {
  meta: {
    defaultTitle: "Administração",
    title: "{{title}} | Laga",
    description: "Laga — programação, placares ao vivo e classificações de torneios esportivos amadores.",
  },
  common: {
    save: "Salvar",
    cancel: "Cancelar",
    back: "Voltar",
    close: "Fechar",
    menu: "Menu",
    loading: "Carregando…",
    search: "Pesquisar",
    language: "Idioma",
    signIn: "Entrar",
    signOut: "Sair",
    home: "Início",
  },
  roles: {
    admin: "Administrador",
    event: "Gestor de eventos",
    guest: "Visitante",
  },
  validation: {
    required: "Este campo é obrigatório.",
    email: "Informe um endereço de e-mail válido.",
    tooLong: "No máximo {{max}} caracteres.",
  },
  errors: {
    notFound: {
      title: "Página não encontrada",
      body: "O endereço que você abriu não existe ou foi movido.",
    },
    eventNotFound: {
      title: "Evento não encontrado",
      body: "Este evento não existe, ainda não foi publicado ou o endereço dele mudou.",
    },
    generic: {
      title: "Algo deu errado",
      body: "Desculpe, ocorreu uma falha no servidor. Tente novamente daqui a pouco.",
    },
    storageFull: {
      title: "O armazenamento do servidor está cheio",
      body: "Esta alteração não foi guardada: o armazenamento do servidor está cheio. Peça a um administrador que liberte espaço e guarde novamente.",
      kept: "O que escreveu continua no formulário; guarde novamente quando houver espaço livre.",
    },
    restarting: "O servidor está a reiniciar. Tente novamente dentro de momentos.",
    requestId: "ID da solicitação: {{id}}",
    backHome: "Voltar ao início",
  },
  api: {
    loginSuccess: "Login efetuado.",
    logoutSuccess: "Você saiu.",
    invalidCredentials: "E-mail ou senha incorretos.",
    invalidInput: "Os dados enviados não são válidos.",
    throttled: "Muitas tentativas. Tente novamente mais tarde.",
    eventNotFound: "Evento não encontrado.",
    notFound: "Endereço da API não encontrado.",
    methodNotAllowed: "Método não permitido.",
    serverError: "Ocorreu um erro no servidor.",
  },
};

export default core;
