import type { Principal } from '../api/types';
import { ConsoleHeader } from '../components/console-header';

/** The floor's cash games (`/console/cash`, `/console/cash/<gameId>`): being built. */
export function CashFloorPage(props: { principal: Principal; gameId: string | null; onSignOut: () => void }) {
  return (
    <div class="console">
      <ConsoleHeader principal={props.principal} page="cash" onSignOut={props.onSignOut} />
      <main class="console-main">{props.gameId ?? 'Cash games'}</main>
    </div>
  );
}
