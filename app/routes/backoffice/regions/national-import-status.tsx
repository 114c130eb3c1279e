import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { RegionImportJob } from "~/models/regions/region-import-job.server";

const levels = ["provinces", "cities", "districts", "subdistricts"] as const;

/**
 * Progress of the national region import. With JavaScript it asks
 * /options/region-import every second until the job ends, then reloads the
 * list; without, the page refreshes itself every two seconds while it runs.
 */
export function NationalImportStatus({ job: initial }: { job: RegionImportJob }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [job, setJob] = useState(initial);
  const number = new Intl.NumberFormat(i18n.language);
  useEffect(() => setJob(initial), [initial]);

  useEffect(() => {
    if (job.state !== "running") return;
    const timer = setInterval(() => {
      fetch("/options/region-import", { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ job: RegionImportJob | null }>) : null))
        .then((body) => {
          if (!body?.job) return;
          setJob(body.job);
          if (body.job.state !== "running") void revalidator.revalidate();
        })
        .catch(() => undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [job.state, revalidator]);

  const progress = job.progress;
  return (
    <section className="panel mb-5" aria-labelledby="national-import-title" aria-live="polite">
      {job.state === "running" ? (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
      <h2 id="national-import-title" className="mb-3 text-lg font-bold">
        {t("regions.national.title")}
      </h2>
      {job.state === "running" ? (
        <>
          <p>
            {progress
              ? t("regions.national.writing", { level: t(`regions.national.levels.${progress.level}`), done: number.format(progress.done), total: number.format(progress.total) })
              : t("regions.national.reading")}
          </p>
          <progress className="mt-2 h-2 w-full accent-primary" max={progress?.total ?? 1} value={progress?.done ?? 0}>
            {progress ? `${progress.done}/${progress.total}` : ""}
          </progress>
        </>
      ) : null}
      {job.state === "failed" ? (
        <p className="text-danger" role="alert">
          {t("regions.national.failed")}
        </p>
      ) : null}
      {job.state === "done" && job.result ? (
        <>
          <p className="mb-3 font-semibold text-success">
            {t("regions.national.done", {
              added: number.format(levels.reduce((sum, level) => sum + job.result![level].inserted, 0)),
              updated: number.format(levels.reduce((sum, level) => sum + job.result![level].updated, 0)),
            })}
          </p>
          <table className="data-table w-full text-start">
            <caption className="sr-only">{t("regions.national.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("regions.national.level")}</th>
                <th scope="col">{t("regions.national.added")}</th>
                <th scope="col">{t("regions.national.updated")}</th>
                <th scope="col">{t("regions.national.unchanged")}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level}>
                  <th scope="row" className="text-start font-semibold">
                    {t(`regions.national.levels.${level}`)}
                  </th>
                  <td>{number.format(job.result![level].inserted)}</td>
                  <td>{number.format(job.result![level].updated)}</td>
                  <td>{number.format(job.result![level].unchanged)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3">
            <Link to="/list-province" className="font-semibold text-primary hover:underline">
              {t("common.close")}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
