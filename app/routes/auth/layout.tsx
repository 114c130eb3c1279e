import { Outlet, useMatches } from "react-router";
import { Toast } from "~/components/toast";
import { useTranslation } from "~/i18n/translation";

/**
 * Auth layout. The boxed variants centre a card; the cover variants put the same
 * card beside a full-height panel.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  const cover = useMatches().some((match) => match.id.startsWith("cover-"));
  return (
    <main className="flex min-h-screen bg-[#f4f6fb] dark:bg-[#060818]">
      {cover ? (
        <div className="landing hidden w-1/2 flex-col justify-end p-12 text-white lg:flex" aria-hidden="true">
          <img src="/images/laga-logo.svg" alt="" width={64} height={64} className="mb-6" />
          <p className="max-w-sm text-2xl font-bold">Laga</p>
          <p className="mt-2 max-w-sm text-white/80">{t("auth.coverTagline")}</p>
        </div>
      ) : null}
      <div className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="panel w-full max-w-md p-8 sm:p-10">
          <Outlet />
        </div>
      </div>
      <Toast />
    </main>
  );
}
