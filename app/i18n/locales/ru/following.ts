import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "ru"> = {
  following: {
    follow: "Следить",
    followed: "Вы следите",
    unfollow: "Не следить",
    pinned: "Команда, за которой вы следите",
    hint: "Следующий матч этой команды будет вверху каждой страницы этого турнира на этом устройстве.",
    pinnedPlayer: "Игрок, за которым вы следите",
    playerHint: "Следите за игроком: его следующий матч, в любой категории, будет вверху каждой страницы этого турнира на этом устройстве.",
  },
};

export default following;
