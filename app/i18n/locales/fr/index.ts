import type { Translation } from "../../locale-shape";
import core from "./core";
import auth from "./auth";
import publicSite from "./public";
import backoffice from "./backoffice";
import list from "./list";
import users from "./users";
import matches from "./matches";
import events from "./events";
import master from "./master";
import players from "./players";
import schedule from "./schedule";
import courtside from "./courtside";
import entries from "./entries";
import sharing from "./sharing";
import bracket from "./bracket";
import venue from "./venue";
import following from "./following";
import plan from "./plan";
import desk from "./desk";

const fr: Translation = { ...core, ...auth, ...publicSite, ...backoffice, ...list, ...users, ...matches, ...events, ...master, ...players, ...schedule, ...courtside, ...entries, ...sharing, ...bracket, ...venue, ...following, ...plan, ...desk };

export default fr;
