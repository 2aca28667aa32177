/** The room's waitlist board on a TV (`/board/<token>`): being built. */
export function BoardPage(props: { token: string }) {
  return <p role="status">Waitlist board {props.token.length > 0 ? '' : '(no link)'}</p>;
}
