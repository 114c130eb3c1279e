/** A column heading of a standings table: short on screen, whole for screen readers and on hover. */
export function ColumnHeading({ short, long }: { short: string; long: string }) {
  return (
    <th scope="col" title={long}>
      <span aria-hidden="true" dir="auto">
        {short}
      </span>
      <span className="sr-only">{long}</span>
    </th>
  );
}
