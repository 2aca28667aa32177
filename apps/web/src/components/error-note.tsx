/** An error for people, announced to screen readers. */
export function ErrorNote(props: { error: string | null }) {
  if (!props.error) return null;
  return (
    <p class="error" role="alert">
      {props.error}
    </p>
  );
}
