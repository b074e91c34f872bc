// What a screen says in place of its content when its data could not be read: one sentence,
// announced, with the one thing the user can do about it.
export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {what} could not be loaded. Please reload the page.
    </p>
  );
}
