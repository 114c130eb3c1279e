import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import { bandLayout, labelEvery, linearScale, niceTicks, percentOf, ringSegments, stackSegments } from "~/utils/charts";

/**
 * Charts drawn as SVG on the server, readable without JavaScript. Each is an image
 * with a title and description for screen readers, followed by a visually hidden
 * table of the same numbers. They keep left-to-right geometry in rtl pages, as
 * time and quantity axes conventionally do.
 */

export type Series = { key: string; label: string; className: string; values: number[] };

type ColumnChartProps = {
  title: string;
  description: string;
  /** The label of each column (e.g. a day), and the name of that column in the table header. */
  categories: string[];
  categoryHeading: string;
  series: Series[];
  totalLabel: string;
};

const COLUMN = { width: 900, height: 280, top: 12, right: 8, bottom: 34, left: 44, maxBar: 56 };

/** Stacked columns, one per category, one colour per series. */
export function ColumnChart({ title, description, categories, categoryHeading, series, totalLabel }: ColumnChartProps) {
  const number = useNumberFormat();
  const innerWidth = COLUMN.width - COLUMN.left - COLUMN.right;
  const innerHeight = COLUMN.height - COLUMN.top - COLUMN.bottom;
  const totals = categories.map((_, index) => series.reduce((sum, s) => sum + (s.values[index] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals), 4);
  const y = linearScale([0, ticks.at(-1)!], [innerHeight, 0]);
  const band = bandLayout(categories.length, innerWidth, { paddingInner: 0.35, paddingOuter: 0.2 });
  // Few columns would be very wide: they keep a column's width and stay centred on their band.
  const barWidth = Math.min(band.bandwidth, COLUMN.maxBar);
  const barX = (index: number) => band.center(index) - barWidth / 2;
  const every = labelEvery(categories.length, 10);

  return (
    <figure>
      <Legend series={series} />
      {/* A phone scrolls the chart sideways rather than shrinking its labels out of reading; the frame takes focus, so keys scroll it too. */}
      <div className="overflow-x-auto" role="region" aria-label={title} tabIndex={0}>
        <ChartImage viewBox={`0 0 ${COLUMN.width} ${COLUMN.height}`} className="chart h-auto w-full min-w-[36rem] text-muted dark:text-[#aeb4cc]" title={title} description={description}>
          <g transform={`translate(${COLUMN.left} ${COLUMN.top})`}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line className="grid-line" x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={13}>
                  {number(tick)}
                </text>
              </g>
            ))}
            {categories.map((category, index) => {
              const segments = stackSegments(series.map((s) => s.values[index] ?? 0));
              return (
                <g key={category}>
                  {series.map((s, seriesIndex) => {
                    const segment = segments[seriesIndex]!;
                    if (segment.end === segment.start) return null;
                    return (
                      <rect
                        key={s.key}
                        className={s.className}
                        x={barX(index)}
                        width={barWidth}
                        y={y(segment.end)}
                        height={Math.max(0, y(segment.start) - y(segment.end))}
                        rx={seriesIndex === series.length - 1 ? 3 : 0}
                      >
                        <title>{`${category} · ${s.label}: ${number(segment.end - segment.start)}`}</title>
                      </rect>
                    );
                  })}
                  {index % every === 0 ? (
                    <text x={band.center(index)} y={innerHeight + 22} textAnchor="middle" fontSize={13}>
                      {category}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line className="axis-line" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          </g>
        </ChartImage>
      </div>
      {/* Hidden in a box of its own: a table is as wide as its cells whatever its own width, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
              <th scope="col">{totalLabel}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.key}>{number(s.values[index] ?? 0)}</td>
                ))}
                <td>{number(totals[index]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export type Bar = {
  key: string;
  label: string;
  value: number;
  /** The text shown at the end of the bar (a count, or "12 / 24 · 50%"). */
  display: string;
  /** A fill: a class name, or a colour such as a skill level's #RRGGBB. */
  className?: string;
  color?: string;
};

type BarChartProps = {
  title: string;
  description: string;
  bars: Bar[];
  /** The value of a full bar; the largest value when left out. */
  max?: number;
  labelHeading: string;
  valueHeading: string;
};

const BAR = { width: 480, row: 40, barHeight: 10 };

/** Horizontal bars with the label above each bar and the value at its end: readable on a phone too. */
export function BarChart({ title, description, bars, max, labelHeading, valueHeading }: BarChartProps) {
  const full = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  const x = linearScale([0, full], [0, BAR.width]);
  const height = bars.length * BAR.row;
  return (
    <figure>
      <ChartImage viewBox={`0 0 ${BAR.width} ${height}`} className="chart h-auto w-full text-ink dark:text-[#e0e6ed]" title={title} description={description}>
        {bars.map((bar, index) => {
          const top = index * BAR.row;
          return (
            <g key={bar.key}>
              <text x={0} y={top + 14} fontSize={13} fontWeight={600}>
                {bar.label}
              </text>
              <text x={BAR.width} y={top + 14} fontSize={13} textAnchor="end" className="text-muted dark:text-[#aeb4cc]">
                {bar.display}
              </text>
              <rect className="fill-[#e0e6ed] dark:fill-night-soft" x={0} y={top + 21} width={BAR.width} height={BAR.barHeight} rx={5} />
              {bar.value > 0 ? (
                <rect className={bar.className ?? ""} fill={bar.color} x={0} y={top + 21} width={Math.max(BAR.barHeight, x(bar.value))} height={BAR.barHeight} rx={5}>
                  <title>{`${bar.label}: ${bar.display}`}</title>
                </rect>
              ) : null}
            </g>
          );
        })}
      </ChartImage>
      <ChartTable title={title} labelHeading={labelHeading} valueHeading={valueHeading} rows={bars.map((bar) => ({ key: bar.key, label: bar.label, value: bar.display }))} />
    </figure>
  );
}

export type Slice = { key: string; label: string; value: number; className: string };

type RingChartProps = {
  title: string;
  description: string;
  slices: Slice[];
  /** The word under the total in the ring's hole ("matches"). */
  totalLabel: string;
  labelHeading: string;
  valueHeading: string;
};

const RING = { size: 200, radius: 96, inner: 62 };

/** A ring of shares with the total in its hole and a legend of values and percentages beside it. */
export function RingChart({ title, description, slices, totalLabel, labelHeading, valueHeading }: RingChartProps) {
  const number = useNumberFormat();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const segments = ringSegments(
    slices.map((slice) => slice.value),
    { cx: RING.size / 2, cy: RING.size / 2, radius: RING.radius, inner: RING.inner },
  );
  const share = (value: number) => `${number(percentOf(value, total))}%`;
  return (
    <figure className="flex flex-wrap items-center justify-center gap-6">
      <ChartImage viewBox={`0 0 ${RING.size} ${RING.size}`} className="chart size-48 shrink-0 text-ink dark:text-[#e0e6ed]" title={title} description={description}>
        {slices.map((slice, index) =>
          segments[index]!.paths.map((path, part) => (
            <path key={`${slice.key}-${part}`} d={path} className={slice.className}>
              <title>{`${slice.label}: ${number(slice.value)} (${share(slice.value)})`}</title>
            </path>
          )),
        )}
        <text x={RING.size / 2} y={RING.size / 2 - 4} textAnchor="middle" fontSize={30} fontWeight={800}>
          {number(total)}
        </text>
        <text x={RING.size / 2} y={RING.size / 2 + 20} textAnchor="middle" fontSize={13} className="text-muted dark:text-[#aeb4cc]">
          {totalLabel}
        </text>
      </ChartImage>
      <ul className="min-w-48 flex-1 space-y-2 text-sm" aria-hidden="true">
        {slices.map((slice) => (
          <li key={slice.key} className="flex items-center gap-2">
            <Swatch className={slice.className} size="size-3 shrink-0" />
            <span className="flex-1 font-semibold">{slice.label}</span>
            <span className="tabular-nums">{number(slice.value)}</span>
            <span className="w-12 text-end text-muted tabular-nums dark:text-[#aeb4cc]">{share(slice.value)}</span>
          </li>
        ))}
      </ul>
      <ChartTable
        title={title}
        labelHeading={labelHeading}
        valueHeading={valueHeading}
        rows={slices.map((slice) => ({ key: slice.key, label: slice.label, value: `${number(slice.value)} (${share(slice.value)})` }))}
      />
    </figure>
  );
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-xs font-semibold text-muted dark:text-[#aeb4cc]" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <Swatch className={s.className} size="size-2.5" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** A chart drawn as an image, named and described for screen readers by its title and description. */
function ChartImage({ viewBox, className, title, description, children }: { viewBox: string; className: string; title: string; description: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <svg viewBox={viewBox} role="img" aria-labelledby={`${id}-title ${id}-desc`} className={className} direction="ltr">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** The numbers of a one-value-per-label chart as a table, for screen readers. */
function ChartTable({ title, labelHeading, valueHeading, rows }: { title: string; labelHeading: string; valueHeading: string; rows: { key: string; label: string; value: string }[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The colour key of a series or a slice, as the legend shows it. */
function Swatch({ className, size }: { className: string; size: string }) {
  return (
    <svg viewBox="0 0 10 10" className={size}>
      <rect width={10} height={10} rx={2} className={className} />
    </svg>
  );
}

/** Numbers in the page's language ("1.234" in Indonesian, "1,234" in English). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (value: number) => format.format(value);
}
