/** Said when the form was not sent because some fields need correcting. */
export function FormErrorsNote({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className="admin-error" role="alert">
      Some fields need correcting; see the messages below each.
    </p>
  );
}
