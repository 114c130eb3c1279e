import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translator } from "~/i18n/i18next.server";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/lockscreen";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("auth.lock.title") };
}

/** Filled in by the back-office shell work; the route and its guard are in place. */
export default function Upcoming() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-extrabold text-primary">{t("auth.lock.title")}</h1>
      <p className="mt-2 text-muted">{t("pages.underConstruction")}</p>
      <Link to="/auth/login" className="btn btn-primary mt-6 w-full">
        {t("common.back")}
      </Link>
    </>
  );
}
