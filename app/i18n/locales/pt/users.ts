import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "pt"> = {
  users: {
    title: "Usuários",
    add: "Adicionar usuário",
    remove: "Excluir / desativar",
    active: "Ativo",
    inactive: "Inativo",
    allEvents: "Todos os eventos",
    deactivated: "{{name}} foi desativado e desconectado de todos os dispositivos.",
    eventsHint: "Somente para gestores de eventos: os eventos que eles podem gerenciar.",
    noEvents: "Ainda não há eventos.",
    passwordHint: "De 8 a 72 caracteres. Evite senhas comuns.",
    newPasswordHint: "Deixe em branco para manter a senha atual. Uma nova senha desconecta o usuário de todos os dispositivos.",
    resetLink: {
      title: "Link de redefinição",
      body: "Um link que este usuário abre para escolher uma nova senha: vale uma vez, por uma hora, substitui links anteriores e encerra todas as sessões dele após o uso. Entregue-o você mesmo; este site não o envia. Para escolher a senha por ele, preencha “Nova senha” acima.",
      make: "Criar link de redefinição",
      made: "Link de redefinição, válido por uma hora, uma vez:",
      copy: "Copiar",
      copied: "Copiado",
      inactive: "Esta conta está inativa: ative-a primeiro e depois crie o link.",
    },
    fields: {
      name: "Nome",
      email: "E-mail",
      role: "Perfil",
      active: "Conta ativa",
      status: "Status",
      events: "Eventos gerenciados",
      lastLogin: "Último acesso",
      created: "Criado em",
      password: "Senha",
      newPassword: "Nova senha",
      passwordConfirm: "Repita a senha",
    },
    confirmRemove: {
      title: "Excluir ou desativar {{name}}?",
      body: "Um usuário que já entrou no sistema ou tem histórico é desativado, para que o histórico fique intacto; uma conta nunca usada é excluída. O usuário é desconectado de todos os dispositivos.",
    },
    errors: {
      emailTaken: "Este e-mail já é usado por outra conta.",
      selfDemote: "Você não pode remover o seu próprio perfil de administrador nem desativar a sua própria conta.",
      selfRemove: "Você não pode excluir a sua própria conta.",
      lastAdmin: "É preciso manter pelo menos um administrador ativo.",
      passwordMismatch: "As duas senhas são diferentes.",
    },
  },
};

export default users;
