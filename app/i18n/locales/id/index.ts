import core from "./core";
import auth from "./auth";
import publicSite from "./public";
import backoffice from "./backoffice";

/** Indonesian, the default and fallback language; every other locale has exactly its keys. */
const id = { ...core, ...auth, ...publicSite, ...backoffice };

export default id;
