import type { Translation } from "../../resources";
import core from "./core";
import auth from "./auth";
import publicSite from "./public";
import backoffice from "./backoffice";

const en: Translation = { ...core, ...auth, ...publicSite, ...backoffice };

export default en;
