import { useErrorText } from "~/components/forms";

/**
 * Why a whole form or page cannot go ahead ("Grup A sudah punya jadwal …"),
 * above it, announced at once. Messages are translation keys with their
 * parameters (see useErrorText). Field errors stay beside their fields.
 */
export function ProblemList({ id, problems }: { id: string; problems: readonly string[] | null | undefined }) {
  const text = useErrorText();
  if (!problems?.length) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded-md border-s-4 border-danger bg-danger/10 p-3 text-ink dark:text-white">
      <ul className="list-disc space-y-1 ps-5">
        {problems.map((problem) => (
          <li key={problem}>{text(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
